import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';
import { EspnCookieFields, EspnCookieHelp } from './EspnCookieFields.js';
import { checkEspnCookies, type EspnCookieInput } from './espn-view.js';
import { IMPORT_VIEW_MESSAGES } from './import-view.js';
import { READS_HOST_LEAGUE } from './queries.js';

const NO_COOKIES: EspnCookieInput = { espnS2: '', swid: '' };

/**
 * New cookies for an imported private ESPN league whose sync ESPN refused (its cookies expired or
 * were withdrawn): `espn_s2` and `SWID` with where to find them, checked by core's rules, saved
 * (`PUT /api/import/leagues/:id/credentials`, which reads the league with them) and then
 * `onSaved` (the card syncs again). The values leave the form in that request's body only (read
 * from a ref, never the mutation's variables; `gcTime: 0`), and are cleared once saved.
 */
export function EspnCredentialsForm({ leagueId, onSaved }: { leagueId: string; onSaved: () => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const helpId = useId();
  const s2Input = useRef<HTMLInputElement>(null);
  const swidInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(NO_COOKIES);
  const [errors, setErrors] = useState<Partial<Record<keyof EspnCookieInput, string>>>({});
  const pending = useRef<{ espnS2: string; swid: string } | null>(null);
  const save = useMutation({
    meta: READS_HOST_LEAGUE,
    mutationFn: () => {
      if (!pending.current) throw new Error('No ESPN cookies to save');
      return api.leagues.setCredentials(leagueId, pending.current);
    },
    onSuccess: (leagues) => {
      client.setQueryData(queryKeys.leagues, leagues);
      setValues(NO_COOKIES);
      onSaved();
    },
    onSettled: () => {
      pending.current = null;
    },
    gcTime: 0,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkEspnCookies(values, { required: true });
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.espnS2 ? s2Input : swidInput).current?.focus();
      return;
    }
    setErrors({});
    pending.current = checked.cookies;
    save.mutate();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
      aria-labelledby={titleId}
      className="espn-credentials"
    >
      <h4 id={titleId}>New ESPN cookies for this league</h4>
      <EspnCookieHelp id={helpId} />
      <EspnCookieFields
        values={values}
        errors={errors}
        helpId={helpId}
        inputRefs={{ espnS2: s2Input, swid: swidInput }}
        onChange={(field, value) => {
          setValues((before) => ({ ...before, [field]: value }));
          if (errors[field]) setErrors((before) => ({ ...before, [field]: undefined }));
        }}
      />
      {save.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(save.error, IMPORT_VIEW_MESSAGES.credentialsFailed)}
        </p>
      )}
      <button type="submit" className="button button-primary button-small" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save cookies and sync'}
      </button>
    </form>
  );
}
