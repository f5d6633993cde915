import type { Certificate } from '@oxide/api'
import type { Json } from '../json'
import { otherSilo, silo } from './silo'

/**
 * Certificates belong to a silo (the caller's: the API lists, finds and creates them there),
 * and the server keeps the private key, which no answer ever holds. Seeded with real
 * self-signed EC certificates (CN *.sys.example.com), so their validity can be read.
 */
export type CertificateRecord = Json<Certificate> & { silo_id: string; key: string }

/** What the API answers: the record without its silo and key. */
export const certificateView = ({
  silo_id: _,
  key: __,
  ...cert
}: CertificateRecord): Json<Certificate> => cert

/** The private key of the seeds is no part of the demo: the mock stores it and never shows it. */
const KEY = '-----BEGIN PRIVATE KEY-----\n(seeded, not shown)\n-----END PRIVATE KEY-----\n'

const consoleTls: CertificateRecord = {
  id: 'ce271f1c-0000-4000-8000-000000000001',
  name: 'console-tls',
  description: 'The rack\u2019s console and API endpoint',
  service: 'external_api',
  cert: `-----BEGIN CERTIFICATE-----
MIIBwzCCAWmgAwIBAgIUMizNOtLnE2g4RkPHsFVt8E3nSrUwCgYIKoZIzj0EAwIw
KDEmMCQGA1UEAwwdbWFwbGUtY29uc29sZS5zeXMuZXhhbXBsZS5jb20wHhcNMjYx
MTI1MTkzNDM2WhcNMjgxMTI0MTkzNDM2WjAoMSYwJAYDVQQDDB1tYXBsZS1jb25z
b2xlLnN5cy5leGFtcGxlLmNvbTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABPiq
no0pWqVM+O8rtXu6g3AVs2F7arzOm2n12/+VXvEVly9UiDAiH10gaXQcoWuoBhYr
3Plbfg/XTpztAO/JcRujcTBvMB0GA1UdDgQWBBTrSQZ208Nr39kOIF7GTsXUV1bD
wjAfBgNVHSMEGDAWgBTrSQZ208Nr39kOIF7GTsXUV1bDwjAPBgNVHRMBAf8EBTAD
AQH/MBwGA1UdEQQVMBOCESouc3lzLmV4YW1wbGUuY29tMAoGCCqGSM49BAMCA0gA
MEUCIQCcUeclQByfXtApi4Eh9oagzfjJO59oi0CI0bS4mZFmwQIgJV1EVFUWDfF7
7+em4W1o/LcrLyCPN7WB3y3HIGiYuBQ=
-----END CERTIFICATE-----\n`,
  silo_id: silo.id,
  key: KEY,
  time_created: '2026-11-25T19:36:00Z',
  time_modified: '2026-11-25T19:36:00Z',
}

const wildcard: CertificateRecord = {
  id: 'ce271f1c-0000-4000-8000-000000000002',
  name: 'wildcard-sys',
  description: 'Wildcard certificate for the silo\u2019s hosts',
  service: 'external_api',
  cert: `-----BEGIN CERTIFICATE-----
MIIBxDCCAWugAwIBAgIUWoxKDuydVCVsoWC5YqxGxpL7fRUwCgYIKoZIzj0EAwIw
KTEnMCUGA1UEAwwebWFwbGUtd2lsZGNhcmQuc3lzLmV4YW1wbGUuY29tMB4XDTI2
MTEyNTE5MzQzNloXDTI3MDYxMzE5MzQzNlowKTEnMCUGA1UEAwwebWFwbGUtd2ls
ZGNhcmQuc3lzLmV4YW1wbGUuY29tMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE
+zNCdK/Kd08LkIPonQaC3lPku6HRBoQIiwgtve093KL0U3FvjYdtH+rnxxgjoLHo
a+sqylWINkVkv+LR4oBDc6NxMG8wHQYDVR0OBBYEFP/ig2oaOcaOPmZ2czD6wis/
Zzi/MB8GA1UdIwQYMBaAFP/ig2oaOcaOPmZ2czD6wis/Zzi/MA8GA1UdEwEB/wQF
MAMBAf8wHAYDVR0RBBUwE4IRKi5zeXMuZXhhbXBsZS5jb20wCgYIKoZIzj0EAwID
RwAwRAIgY8k0rxJlc6yJKFaeMzNBIbus/NG3+DGcdhrv9LTNGEMCIAFytdnnKgsp
ZMzJyIByiHsDgt+XF424GvQV68VboNbc
-----END CERTIFICATE-----\n`,
  silo_id: silo.id,
  key: KEY,
  time_created: '2026-11-25T19:37:00Z',
  time_modified: '2026-11-25T19:37:00Z',
}

const partner: CertificateRecord = {
  id: 'ce271f1c-0000-4000-8000-000000000101',
  name: 'partner-tls',
  description: '',
  service: 'external_api',
  cert: `-----BEGIN CERTIFICATE-----
MIIBtzCCAV2gAwIBAgIUBEg2hqL/A/fHE8+agarJ8GCBGwYwCgYIKoZIzj0EAwIw
IjEgMB4GA1UEAwwXcGFydG5lci5zeXMuZXhhbXBsZS5jb20wHhcNMjYxMTI1MTkz
NDM2WhcNMjgxMTI0MTkzNDM2WjAiMSAwHgYDVQQDDBdwYXJ0bmVyLnN5cy5leGFt
cGxlLmNvbTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABAYQfwFt9oSTUp6rmtS0
FvM/Z7xMBLXuNj2pra8KTQrzAfv+WPNIlWHZDWwtVBm+WQicvrFKHB0DW3hNMMJA
oHujcTBvMB0GA1UdDgQWBBR3v3csbBUmGwsa7jMXgKCs7GWNJDAfBgNVHSMEGDAW
gBR3v3csbBUmGwsa7jMXgKCs7GWNJDAPBgNVHRMBAf8EBTADAQH/MBwGA1UdEQQV
MBOCESouc3lzLmV4YW1wbGUuY29tMAoGCCqGSM49BAMCA0gAMEUCIDlnOgIYhGeq
gxcRf8rpC5qrUvdngBwGm/rVT5zLAAhiAiEA115jfRYQU/oZucOUF6jZQbazY8wW
v6Aav2GfrpD/crI=
-----END CERTIFICATE-----\n`,
  silo_id: otherSilo.id,
  key: KEY,
  time_created: '2026-11-25T19:38:00Z',
  time_modified: '2026-11-25T19:38:00Z',
}

export const certificates: CertificateRecord[] = [consoleTls, wildcard, partner]
