/**
 * Lets the shared router drop the components no app uses. react-router names each one for React
 * DevTools in a top-level `X.displayName = "X";` statement and wraps some in unannotated
 * `React.forwardRef(…)` calls: both count as effects, so they kept Form, HistoryRouter and the rest
 * in every page. Production builds only, where DevTools names are not shown anyway.
 */
export default function stripDisplayNames(source: string): string {
  return source
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm, 'var $1 = /* @__PURE__ */ $2(');
}
