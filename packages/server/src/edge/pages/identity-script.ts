/**
 * The identity pages' one script, served as a file (`SCRIPT_PATH`) so that the CSP needs no inline
 * code. It acts on markup only:
 * - `form[data-auto-submit]` is sent at once (the sign-out of our own app: no question to answer);
 * - `[data-wait-for]` asks that URL every few seconds whether a sign-up has been confirmed (an answer
 *   `{ "confirmed": true, "next": "…" }`), and then goes to `next` (the "Check your email" page
 *   moving on by itself once the mailed link was opened, in any browser).
 */
export const IDENTITY_SCRIPT = `(function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
  var waiting = document.querySelector('[data-wait-for]');
  if (!waiting) return;
  var url = waiting.getAttribute('data-wait-for');
  var every = 3000;
  function ask() {
    fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (answer) {
        if (answer && answer.confirmed === true && typeof answer.next === 'string') window.location.assign(answer.next);
        else setTimeout(ask, every);
      }, function () { setTimeout(ask, every); });
  }
  setTimeout(ask, every);
})();
`;
