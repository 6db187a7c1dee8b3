/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where the identity pages' stylesheet is served (a file route, since CSP blocks inline styles). */
export const STYLESHEET_PATH = '/oidc/assets/identity.css';

/** Where the identity pages' one script is served (`identity-script.ts`), for pages that ask for it. */
export const SCRIPT_PATH = '/oidc/assets/identity.js';

/**
 * A complete server-rendered page (sign-in, the local checkout): `lang`, `title`, viewport, the
 * stylesheet (the identity pages' unless given), one `main` landmark with a
 * heading. No inline scripts or styles, so that `script-src 'self'; style-src 'self'` holds; with
 * `script`, the identity pages' script file (`SCRIPT_PATH`). `body` must already be escaped.
 */
export function page(options: {
  title: string;
  body: string;
  stylesheet?: string;
  script?: boolean;
}): string {
  const title = escapeHtml(options.title);
  const stylesheet = escapeHtml(options.stylesheet ?? STYLESHEET_PATH);
  const script = options.script ? `\n<script src="${SCRIPT_PATH}" defer></script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Lineup Lab</title>
<link rel="stylesheet" href="${stylesheet}">${script}
</head>
<body>
<main class="card">
<p class="brand">Lineup Lab</p>
<h1>${title}</h1>
${options.body}
</main>
</body>
</html>
`;
}

/** A message at the top of a form, announced by screen readers. Empty when there is none. */
export function alertBox(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

/** A labelled input, with its own error message tied to it by `aria-describedby`. */
export function field(options: {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  extra?: string;
}): string {
  const id = `field-${options.name}`;
  const errorId = `${id}-error`;
  const value = options.value !== undefined ? ` value="${escapeHtml(options.value)}"` : '';
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const required = options.required === false ? '' : ' required';
  const error = options.error
    ? `<p class="field-error" id="${errorId}">${escapeHtml(options.error)}</p>`
    : '';
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}"${value}${required}${invalid}${options.extra ?? ''}>
${error}</div>`;
}
