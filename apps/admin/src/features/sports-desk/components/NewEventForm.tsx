import type { DeskSport } from '@fortuna/contracts/sportsbook-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { deskActions, deskKeys } from '../api/sports-desk.api';
import { localDateTimeIn, SportLeagueFields } from './SportLeagueFields';

/** Creates an event (sport, league, teams, start) and opens it to add markets. */
export function NewEventForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sport, setSport] = useState<DeskSport>('football');
  const [league, setLeague] = useState('');
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [startsAt, setStartsAt] = useState(() => localDateTimeIn(3600_000));
  const create = useMutation({
    mutationFn: () =>
      deskActions.createEvent({ sport, league, home, away, startsAt: new Date(startsAt).toISOString() }),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
      toast.success('Event created');
      void navigate(`/sports-desk/${id}`);
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <section className="card">
      <h2 className="card-title">New event</h2>
      <form className="form-grid" onSubmit={submit} data-testid="desk-new-event">
        <SportLeagueFields idPrefix="desk" sport={sport} onSport={setSport} league={league} onLeague={setLeague} />
        <Field label="Home team" htmlFor="desk-home">
          <input
            id="desk-home"
            className="input"
            value={home}
            onChange={(e) => setHome(e.target.value)}
            required
            minLength={2}
            maxLength={60}
          />
        </Field>
        <Field label="Away team" htmlFor="desk-away">
          <input
            id="desk-away"
            className="input"
            value={away}
            onChange={(e) => setAway(e.target.value)}
            required
            minLength={2}
            maxLength={60}
          />
        </Field>
        <Field label="Starts at" htmlFor="desk-starts">
          <input
            id="desk-starts"
            type="datetime-local"
            className="input"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            required
          />
        </Field>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending} data-testid="desk-create-event">
            Create event
          </button>
        </div>
      </form>
    </section>
  );
}
