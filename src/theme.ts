/**
 * The colour theme: the user's choice (system, light, dark) is kept in localStorage and resolved
 * onto `data-theme` on <html>, following the system while the choice is "system".
 */
export type ThemeChoice = 'system' | 'light' | 'dark'

const KEY = 'oxide.theme'
const media = () => window.matchMedia('(prefers-color-scheme: dark)')

export const themeChoice = (): ThemeChoice => {
  const saved = localStorage.getItem(KEY)
  return saved === 'light' || saved === 'dark' ? saved : 'system'
}

function apply() {
  const choice = themeChoice()
  const dark = choice === 'dark' || (choice === 'system' && media().matches)
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

export function setThemeChoice(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(KEY)
  else localStorage.setItem(KEY, choice)
  apply()
}

export function initTheme() {
  apply()
  media().addEventListener('change', apply)
}
