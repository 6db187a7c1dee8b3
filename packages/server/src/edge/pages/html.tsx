import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Where the identity pages' stylesheet is served (a file route, since CSP blocks inline styles). */
export const STYLESHEET_PATH = '/oidc/assets/identity.css';

/** Where the identity pages' one script is served (`identity-script.ts`), for pages that ask for it. */
export const SCRIPT_PATH = '/oidc/assets/identity.js';

/**
 * A complete server-rendered page (sign-in, the local checkout) as HTML text: React's static markup
 * (every text and attribute value escaped by React), with the `<!doctype html>` put before it here,
 * once. `lang`, `title`, viewport, the stylesheet (the identity pages' unless given), the app's
 * brand bar (a link home), one `main` landmark with a heading. No inline scripts or styles, so that `script-src 'self'; style-src 'self'`
 * holds; with `script`, the identity pages' script file (`SCRIPT_PATH`).
 */
export function page(options: {
  title: string;
  children: ReactNode;
  stylesheet?: string;
  script?: boolean;
}): string {
  return `<!doctype html>\n${renderToStaticMarkup(<Page {...options} />)}\n`;
}

function Page(props: { title: string; children: ReactNode; stylesheet?: string; script?: boolean }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${props.title} · Lineup Lab`}</title>
        <link rel="stylesheet" href={props.stylesheet ?? STYLESHEET_PATH} />
        {props.script && <script src={SCRIPT_PATH} defer />}
      </head>
      <body>
        <header className="site-header">
          <a className="brand" href="/">
            Lineup Lab
          </a>
        </header>
        <main className="card">
          <h1>{props.title}</h1>
          {props.children}
        </main>
      </body>
    </html>
  );
}

/** A message at the top of a form, announced by screen readers. Nothing when there is none. */
export function AlertBox({ message }: { message: string | undefined }): ReactElement | null {
  return message ? (
    <p className="alert" role="alert" id="form-error">
      {message}
    </p>
  ) : null;
}

/** A form field's input attributes beyond the usual ones (`autoFocus`, `inputMode`, `minLength` ...). */
type InputExtras = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'type' | 'autoComplete' | 'defaultValue' | 'value' | 'required'
>;

/** A labelled input, with its own error message tied to it by `aria-describedby`. */
export function Field(props: {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  extra?: InputExtras;
}): ReactElement {
  const id = `field-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type}
        autoComplete={props.autoComplete}
        {...props.extra}
        required={props.required !== false}
        {...(props.error && { 'aria-invalid': true, 'aria-describedby': errorId })}
        name={props.name}
        defaultValue={props.value}
      />
      {props.error && (
        <p className="field-error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A hidden form value. */
export function Hidden({ name, value }: { name: string; value: string }): ReactElement {
  return <input type="hidden" name={name} defaultValue={value} />;
}
