import { pb } from '~/util/paths'
import { NavItem, NavSection, Shell } from './shell'

export function SettingsLayout() {
  return (
    <Shell
      sidebar={
        <NavSection label="Settings">
          <NavItem to={pb.profile()}>Profile</NavItem>
          <NavItem to={pb.sshKeys()}>SSH keys</NavItem>
          <NavItem to={pb.accessTokens()}>Access tokens</NavItem>
          <NavItem to={pb.sessions()}>Sessions</NavItem>
        </NavSection>
      }
    />
  )
}
