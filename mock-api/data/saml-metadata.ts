/**
 * An identity provider's SAML metadata (an EntityDescriptor with an IDPSSODescriptor, a signing
 * certificate and an HTTP-Redirect sign-in service), as an IdP publishes it. The seeded
 * provider holds it, and the mock "serves" it at the one metadata URL it knows: the in-browser
 * mock cannot fetch another site, so any other URL fails as an unreachable host would.
 */
export const IDP_METADATA_XML = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/saml">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>MIIDFTCCAf2gAwIBAgIUKuU3eNECOnlJeckLhLybbukZOi4wDQYJKoZIhvcNAQELBQAwGjEYMBYGA1UEAwwPaWRwLmV4YW1wbGUuY29tMB4XDTI2MTEyNTE5MzYyNloXDTM2MTEyMjE5MzYyNlowGjEYMBYGA1UEAwwPaWRwLmV4YW1wbGUuY29tMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1mTwLggv/NP+YaTvjyaYeSHh6AGP7L9Wv0cfYpKq+2ZfUQ28nSgZcYxhULbA/+kNMiUOgR3SimCoazMJF4FYNO8nH3Lv3b9eB3OiyXC5jckEtjShsfhZEnmMQJ26Y9KPAq2lR6xMWAibLI2TpGFmT2j4Q0vJ1ubZNv0lQLPTUI464G+tVe5wzb69ub/0ciKa1xJU+iGaNbwT/binMNpzxArhaCTZz5YPKvpUVjlfBlZVMDMwCox2BlpWPtXsbNEkNtk+6ePun1BTuWhilawZvpKkSZcy6YNEvTE+ewABg99IQeUM8dke9SI3FdaAix/IdriuvfuDymnPAW8UKeTl4wIDAQABo1MwUTAdBgNVHQ4EFgQUFq+4vSVrD4+LtkRfCs1O6d3PUyYwHwYDVR0jBBgwFoAUFq+4vSVrD4+LtkRfCs1O6d3PUyYwDwYDVR0TAQH/BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOCAQEAF7jBRjWvfPKPMdMRRE7zWMZOo6xYC/aqOW/yDIHUi3GvsA0DlM5BiDfkrBaP1kmMz+DQXmgpdgbmQojmHWG522dNO6wr9dMROdkX95oYy05nKBKr3bIx+mmmA6SO2biKX3OodQzbdVx+3sF6kuNDzIc8jK37V5HI1ZFgRLm9OOyjKHswSUn6keo/sQIjANtp3/H+xLg5+MnpmD8oXEAZ/C0HwIFuIVlxH+3sVbeyd3kkOQjPcOwyqXZjrdrGGH9+VleKR7Qrx0QNdqHZcwpGMFaQEmodxuFCadz+I/aYBSUiCdzbDTMg+jMsbgEOKU1GYzoS9mHVqz5BluipvPDBOQ==</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/saml/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`

/** Metadata URLs the mock answers, as if it had fetched them. */
export const KNOWN_METADATA_URLS: Record<string, string> = {
  'https://idp.example.com/saml/metadata': IDP_METADATA_XML,
}
