import { LEAGUE_PROVIDERS, type LeagueProvider } from '@lineup-lab/core';
import { useId } from 'react';
import { HOST_NAMES } from './import-view.js';

/** Which host the league is on (Sleeper, Yahoo, ESPN): radio buttons, each host's steps follow. */
export function HostPicker({
  host,
  onChange,
}: {
  host: LeagueProvider;
  onChange: (host: LeagueProvider) => void;
}) {
  const name = useId();
  return (
    <fieldset className="host-picker">
      <legend>Where is your league?</legend>
      <div className="host-options">
        {LEAGUE_PROVIDERS.map((provider) => (
          <label key={provider} className="host-option">
            <input
              type="radio"
              name={name}
              value={provider}
              checked={host === provider}
              onChange={() => onChange(provider)}
            />
            {HOST_NAMES[provider]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
