import { DESK_SPORTS, type DeskSport } from '@fortuna/contracts/sportsbook-desk';
import { Field } from '../../../ui/Field';
import { SPORT_LABELS } from './desk-labels';

interface SportLeagueFieldsProps {
  idPrefix: string;
  sport: DeskSport;
  onSport: (sport: DeskSport) => void;
  league: string;
  onLeague: (league: string) => void;
}

/** The sport and league of a new event or outright. */
export function SportLeagueFields({ idPrefix, sport, onSport, league, onLeague }: SportLeagueFieldsProps) {
  return (
    <>
      <Field label="Sport" htmlFor={`${idPrefix}-sport`}>
        <select
          id={`${idPrefix}-sport`}
          className="input"
          value={sport}
          onChange={(e) => onSport(e.target.value as DeskSport)}
        >
          {DESK_SPORTS.map((s) => (
            <option key={s} value={s}>
              {SPORT_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="League" htmlFor={`${idPrefix}-league`}>
        <input
          id={`${idPrefix}-league`}
          className="input"
          value={league}
          onChange={(e) => onLeague(e.target.value)}
          required
          minLength={2}
          maxLength={60}
        />
      </Field>
    </>
  );
}

/** A local date-time for a datetime-local input, `ms` from now. */
export function localDateTimeIn(ms: number): string {
  const date = new Date(Date.now() + ms);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
}
