/**
 * xterm.js's DOM renderer writes its measured cell sizes and theme into `<style>` elements it
 * creates itself. Under the console's CSP (`style-src 'self'`, src/csp.ts) the browser refuses
 * such inline styles. While `run` executes (the terminal's `open`, which creates them), each
 * `<style>` xterm asks for is a hidden stand-in whose text goes into a constructed stylesheet
 * adopted by the document instead: CSSOM, which the policy allows. Removing the stand-in drops
 * its sheet.
 */
export function withAdoptedStyles<T>(doc: Document, run: () => T): T {
  const create = doc.createElement
  const standIn = () => {
    const element = create.call(doc, 'template')
    const sheet = new CSSStyleSheet()
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    Object.defineProperty(element, 'textContent', {
      get: () => Array.from(sheet.cssRules, (r) => r.cssText).join('\n'),
      set: (css: string | null) => sheet.replaceSync(css ?? ''),
    })
    const remove = element.remove.bind(element)
    element.remove = () => {
      remove()
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet)
    }
    return element
  }
  doc.createElement = ((tag: string, options?: ElementCreationOptions) =>
    tag.toLowerCase() === 'style' ? standIn() : create.call(doc, tag, options)) as typeof create
  try {
    return run()
  } finally {
    Reflect.deleteProperty(doc, 'createElement')
  }
}

let patched = 0
const nativeSetAttribute = Element.prototype.setAttribute

/**
 * xterm.js's DOM renderer also colours cells (search matches, true-colour output) by writing
 * `style` attributes, which the CSP refuses (`style-src` has no 'unsafe-inline'): hundreds of
 * violations a search, and the matches left unpainted. While a terminal is open, a `style`
 * attribute set from script goes through CSSOM instead (`style.cssText`), which the policy
 * allows and which reads back the same. Returns the undo; nested terminals count.
 */
export function styleAttributesThroughCssom(): () => void {
  if (patched++ === 0)
    Element.prototype.setAttribute = function setAttribute(this: Element, name, value) {
      if (
        name.toLowerCase() === 'style' &&
        (this instanceof HTMLElement || this instanceof SVGElement)
      )
        this.style.cssText = String(value)
      else nativeSetAttribute.call(this, name, value)
    }
  return () => {
    if (--patched === 0) Element.prototype.setAttribute = nativeSetAttribute
  }
}
