import { type Ref, useId } from 'react';
import type { EspnCookieInput } from './espn-view.js';

/**
 * Where to find ESPN's two cookies, and what we do with them: shown beside the cookie fields, tied
 * to both (`aria-describedby`).
 */
export function EspnCookieHelp({ id }: { id: string }) {
  return (
    <div id={id} className="espn-cookie-help">
      <p>A private ESPN league can be read only with two cookies ESPN keeps in your browser. To find them:</p>
      <ol>
        <li>On a computer, sign in to ESPN in your browser and open your league.</li>
        <li>Open the browser's developer tools (F12, or Cmd+Option+I on a Mac).</li>
        <li>
          Go to <strong>Application</strong> (Chrome, Edge) or <strong>Storage</strong> (Firefox, Safari),
          then <strong>Cookies</strong>, then <strong>espn.com</strong>.
        </li>
        <li>
          Copy the values of <code>espn_s2</code> and <code>SWID</code> into the fields below.
        </li>
      </ol>
      <p>
        We keep them encrypted on our server, use them only to read this league, and remove them when the
        league is deleted.
      </p>
    </div>
  );
}

/**
 * The two cookie fields (`espn_s2` and `SWID`), masked and kept out of the browser's autofill, each
 * with its error tied to it, and described by the help (`helpId`). The values live in the form's
 * state only: they are sent in a request's body and nowhere else.
 */
export function EspnCookieFields({
  values,
  errors,
  helpId,
  onChange,
  inputRefs = {},
}: {
  values: EspnCookieInput;
  errors: Partial<Record<keyof EspnCookieInput, string>>;
  helpId: string;
  onChange: (field: keyof EspnCookieInput, value: string) => void;
  /** The fields, to take the focus when the cookies are asked for or one is wrong. */
  inputRefs?: Partial<Record<keyof EspnCookieInput, Ref<HTMLInputElement>>>;
}) {
  return (
    <>
      <CookieField
        label="espn_s2"
        name="espnS2"
        value={values.espnS2}
        error={errors.espnS2}
        helpId={helpId}
        inputRef={inputRefs.espnS2}
        onChange={(value) => onChange('espnS2', value)}
      />
      <CookieField
        label="SWID"
        name="swid"
        value={values.swid}
        error={errors.swid}
        helpId={helpId}
        inputRef={inputRefs.swid}
        onChange={(value) => onChange('swid', value)}
      />
    </>
  );
}

/** One cookie: a masked field with its label and, when wrong, its message. */
function CookieField({
  label,
  name,
  value,
  error,
  helpId,
  inputRef,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  helpId: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="password"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        data-1p-ignore
        data-lpignore="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${errorId} ${helpId}` : helpId}
      />
      {error !== undefined && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
