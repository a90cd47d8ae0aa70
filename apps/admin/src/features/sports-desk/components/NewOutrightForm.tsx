import type { DeskSport } from '@fortuna/contracts/sportsbook-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { deskActions, deskKeys } from '../api/sports-desk.api';
import { oddsValue } from './desk-labels';
import { localDateTimeIn, SportLeagueFields } from './SportLeagueFields';

/** "Name, 3.50" per line → contenders; null when a line is not a name and a price. */
export function parseContenders(text: string): { name: string; odds: string }[] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const contenders = lines.map((line) => {
    const at = line.lastIndexOf(',');
    const name = line.slice(0, at).trim();
    const odds = oddsValue(line.slice(at + 1).trim());
    return at > 0 && name.length >= 2 && odds ? { name, odds } : null;
  });
  return contenders.length >= 2 && contenders.every((c) => c !== null) ? contenders : null;
}

/**
 * Creates an outright (a competition's winner): its title, the contenders with their odds (one per line,
 * "name, odds"), and when betting closes. Ties in the result are settled by the dead-heat rule.
 */
export function NewOutrightForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sport, setSport] = useState<DeskSport>('football');
  const [league, setLeague] = useState('');
  const [title, setTitle] = useState('');
  const [closesAt, setClosesAt] = useState(() => localDateTimeIn(7 * 24 * 3600_000));
  const [contendersText, setContendersText] = useState('');
  const contenders = parseContenders(contendersText);
  const create = useMutation({
    mutationFn: () =>
      deskActions.createOutright({
        sport,
        league,
        title,
        closesAt: new Date(closesAt).toISOString(),
        contenders: contenders ?? [],
      }),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
      toast.success('Outright created');
      void navigate(`/sports-desk/${id}`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!contenders) {
      toast.error('Give at least two contenders, one per line: name, odds (1.01 to 500)');
      return;
    }
    create.mutate();
  };
  return (
    <section className="card">
      <h2 className="card-title">New outright</h2>
      <form className="form-grid" onSubmit={submit} data-testid="desk-new-outright">
        <SportLeagueFields
          idPrefix="desk-outright"
          sport={sport}
          onSport={setSport}
          league={league}
          onLeague={setLeague}
        />
        <Field label="Title" htmlFor="desk-outright-title" hint="e.g. V.League 1 2026 winner">
          <input
            id="desk-outright-title"
            className="input"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            minLength={2}
            maxLength={60}
          />
        </Field>
        <Field label="Betting closes" htmlFor="desk-outright-closes">
          <input
            id="desk-outright-closes"
            type="datetime-local"
            className="input"
            value={closesAt}
            onChange={(e) => setClosesAt(e.target.value)}
            required
          />
        </Field>
        <Field
          label="Contenders"
          htmlFor="desk-outright-contenders"
          hint="One per line: name, odds (e.g. Hà Nội FC, 3.50)"
        >
          <textarea
            id="desk-outright-contenders"
            className="input"
            rows={5}
            value={contendersText}
            onChange={(e) => setContendersText(e.target.value)}
            required
          />
        </Field>
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={create.isPending}
            data-testid="desk-create-outright"
          >
            Create outright
          </button>
        </div>
      </form>
    </section>
  );
}
