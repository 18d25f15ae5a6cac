/**
 * The /apply pages' whole stylesheet, inline (one request less; about 2 KB). System fonts, one column
 * readable at 390 px, light and dark by `prefers-color-scheme`; every colour pair is at least 4.5:1
 * (WCAG AA): text #1b1f24 / #e9ecef, muted #454c55 / #b8c0c8, links #0a58b0 / #9cc3ff on #fff / #14171b.
 */
export const applyStyles = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#454c55;--link:#0a58b0;--line:#c9ced4;--card:#f5f7f9;--focus:#0a58b0}
@media (prefers-color-scheme:dark){:root{--bg:#14171b;--fg:#e9ecef;--muted:#b8c0c8;--link:#9cc3ff;--line:#454c55;--card:#1d2126;--focus:#9cc3ff}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem 1rem}
.skip:focus{left:.5rem}
header,main,footer{max-width:48rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;justify-content:space-between;align-items:center;border-bottom:1px solid var(--line)}
.brand{font-weight:700;font-size:1.125rem;text-decoration:none}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:0;padding:0}
nav a[aria-current]{font-weight:700;text-decoration:none;color:var(--fg)}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.muted{color:var(--muted)}
form{display:grid;gap:.75rem;padding:1rem;background:var(--card);border-radius:.5rem}
label{display:grid;gap:.25rem;font-weight:600}
input{font:inherit;padding:.625rem;border:1px solid var(--muted);border-radius:.375rem;background:var(--bg);color:var(--fg);min-height:2.75rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
button,.button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.375rem;background:var(--link);color:var(--bg);min-height:2.75rem;cursor:pointer;text-decoration:none;display:inline-block}
ul.ads{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
ul.ads article{padding:1rem;border:1px solid var(--line);border-radius:.5rem}
ul.ads h3{margin:0 0 .25rem;font-size:1.125rem}
ul.ads p{margin:.25rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}
dd{margin:0}
footer{border-top:1px solid var(--line);margin-top:2rem}
`;
