/**
 * The stylesheet of the server's own pages (the embedded provider's sign-in and sign-up, the local
 * checkout and billing portal): the web app's look (packages/web/src/styles/base.css: its colours,
 * font, brand bar, cards and buttons), readable and usable at any width. Served as a file: the CSP
 * refuses inline styles.
 */
export const IDENTITY_STYLESHEET = `:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;--bg:#f4f6f5;--surface:#fff;--text:#15201b;--muted:#4a5751;--border:#cdd6d1;--accent:#0f5132;--accent-strong:#0a3a24;--accent-soft:#e3f1ea;--danger:#b42318;--danger-soft:#fdecea;--focus:#1d4ed8;--radius:10px;--shadow:0 1px 2px rgb(0 0 0/6%),0 4px 16px rgb(0 0 0/6%);color:var(--text);background:var(--bg)}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text)}
.site-header{display:flex;align-items:center;padding:.75rem 1rem;background:var(--accent-strong);color:#fff}
.brand{font-weight:800;font-size:1.15rem;text-decoration:none;color:#fff}
.card{width:calc(100% - 2rem);max-width:28rem;margin:2.5rem auto;padding:2rem;background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);box-shadow:var(--shadow)}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 1.25rem}
p{margin:0 0 .75rem}
a{color:var(--accent)}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;min-height:2.75rem;padding:.55rem .7rem;font:inherit;color:var(--text);background:var(--surface);border:1px solid var(--muted);border-radius:8px}
input[aria-invalid=true]{border-color:var(--danger);border-width:2px}
button{font:inherit;min-height:2.75rem;padding:.45rem .95rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--surface);color:var(--text);font-weight:600;cursor:pointer}
button:hover{border-color:var(--accent)}
button.primary,a.primary{width:100%;background:var(--accent);border:1px solid var(--accent);color:#fff;font-weight:600}
button.primary:hover,a.primary:hover{background:var(--accent-strong)}
a.primary{display:flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.45rem .95rem;border-radius:var(--radius);text-align:center;text-decoration:none}
button.link{min-height:auto;background:none;border:0;padding:0;color:var(--accent);font-weight:400;text-decoration:underline}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{padding:.75rem;border-radius:var(--radius);border:1px solid var(--danger);background:var(--danger-soft);color:var(--danger);font-weight:600}
.field-error{margin:.25rem 0 0;color:var(--danger);font-weight:600}
[role=status]{padding:.75rem;border-radius:var(--radius);background:var(--accent-soft);border:1px solid var(--accent)}
.switch,.cancel{margin-top:1.25rem}
.code{font-size:1.75rem;font-family:ui-monospace,monospace;letter-spacing:.1em}
.test-mode{padding:.75rem;border-radius:var(--radius);border:2px dashed #92400e;background:#fef3c7;color:#451a03}
.summary{display:flex;justify-content:space-between;gap:1rem;font-weight:600}
.row{display:flex;gap:1rem}.row>.field{flex:1}
.plan{border-top:1px solid var(--border);padding-top:1rem;margin-top:1rem}
form.inline{margin:.5rem 0}
`;
