/**
 * What is typed between Ctrl/⌘-K and the jump box taking focus (issue 27): the box loads on
 * first use, and keys pressed meanwhile went nowhere. The shell's key handler keeps them here
 * (layouts/shell-tools.tsx), the box starts with them (jump-dialog.tsx). Part of every page's
 * first load: the least that can hold them.
 */
export const typedAhead = { text: '' }
