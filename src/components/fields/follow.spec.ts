import { describe, expect, it } from 'vitest'
import { followed } from './follow'

describe('followed', () => {
  const same = (s: string) => s
  const acs = (name: string) => `https://console.example/login/northwind/saml/${name}`

  it('follows its source until the user makes it something else', () => {
    expect(followed(same, '', 'w', '')).toBe('w')
    expect(followed(same, 'w', 'we', 'w')).toBe('we')
    expect(followed(same, 'web', 'web2', 'www')).toBe('www')
  })

  it('follows through a derivation', () => {
    expect(followed(acs, '', 'azure', acs(''))).toBe(acs('azure'))
    expect(followed(acs, 'azure', 'azure2', 'https://other/acs')).toBe('https://other/acs')
  })
})
