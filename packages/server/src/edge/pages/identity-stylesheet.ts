/** The identity pages' stylesheet: plain, readable, high-contrast, and usable at any width. */
export const IDENTITY_STYLESHEET = `:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:Canvas;color:CanvasText}
.card{width:100%;max-width:26rem;margin:3rem 1rem;padding:2rem;border:1px solid GrayText;border-radius:.5rem}
.brand{margin:0;font-weight:700;letter-spacing:.02em}
h1{font-size:1.5rem;margin:.25rem 0 1.5rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid GrayText;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}
button{font:inherit;padding:.6rem 1rem;border-radius:.25rem;cursor:pointer}
button.primary,a.primary{width:100%;background:#1a56db;color:#fff;border:0;font-weight:600}
a.primary{display:block;box-sizing:border-box;padding:.6rem 1rem;border-radius:.25rem;text-align:center;text-decoration:none}
button.link{background:none;border:0;padding:0;color:LinkText;text-decoration:underline}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.alert{padding:.75rem;border-radius:.25rem;border:2px solid #b00020;font-weight:600}
.field-error{margin:.25rem 0 0;color:#b00020;font-weight:600}
@media (prefers-color-scheme:dark){.alert,.field-error{color:#ff8a80;border-color:#ff8a80}input[aria-invalid=true]{border-color:#ff8a80}}
.switch,.cancel{margin-top:1.25rem}
.code{font-size:1.75rem;font-family:ui-monospace,monospace;letter-spacing:.1em}
.test-mode{padding:.75rem;border-radius:.25rem;border:2px dashed #92400e;background:#fef3c7;color:#451a03}
.summary{display:flex;justify-content:space-between;gap:1rem;font-weight:600}
.row{display:flex;gap:1rem}.row>.field{flex:1}
.plan{border-top:1px solid GrayText;padding-top:1rem;margin-top:1rem}
form.inline{margin:.5rem 0}
`;
