import { useEffect, useState } from 'react'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import type { TerminalHandle } from './terminal'

/** Matches are highlighted; the overview ruler colours are the add-on's required options. */
const DECORATIONS = {
  matchBackground: '#5c4a0a',
  matchOverviewRuler: '#c9a227',
  activeMatchBackground: '#9c7b10',
  activeMatchColorOverviewRuler: '#f5d04a',
}

type Results = { index: number; count: number } | undefined

const resultText = (term: string, results: Results) => {
  if (!term || !results) return ''
  if (results.count === 0) return 'No matches'
  if (results.index < 0) return `${results.count}+ matches`
  return `${results.index + 1} of ${results.count}`
}

/** Search in the output: Enter finds the next match, Shift+Enter the previous one. */
export function ConsoleSearch({ handle }: { handle: TerminalHandle | null }) {
  const [term, setTerm] = useState('')
  const [results, setResults] = useState<Results>()

  useEffect(() => {
    if (!handle) return
    const sub = handle.search.onDidChangeResults(({ resultIndex, resultCount }) =>
      setResults({ index: resultIndex, count: resultCount }),
    )
    return () => sub.dispose()
  }, [handle])

  const find = (direction: 'next' | 'previous') => {
    if (!handle || !term) return
    const options = { decorations: DECORATIONS }
    if (direction === 'next') handle.search.findNext(term, options)
    else handle.search.findPrevious(term, options)
  }

  return (
    <search className="flex min-w-0 items-center gap-1.5">
      <TextInput
        type="search"
        aria-label="Search output"
        placeholder="Search output"
        className="h-7 w-40 min-w-0 text-xs"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value)
          if (!e.target.value) {
            handle?.search.clearDecorations()
            setResults(undefined)
          }
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return
          e.preventDefault()
          find(e.shiftKey ? 'previous' : 'next')
        }}
      />
      <Button size="sm" variant="ghost" onClick={() => find('previous')} disabled={!term}>
        Previous
      </Button>
      <Button size="sm" variant="ghost" onClick={() => find('next')} disabled={!term}>
        Next
      </Button>
      <output aria-live="polite" className="text-xs whitespace-nowrap text-secondary">
        {resultText(term, results)}
      </output>
    </search>
  )
}
