import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/Icon';

interface DownlineSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** Finds accounts anywhere in the team by part of the username; applied on submit. */
export function DownlineSearch({ search, onSearch }: DownlineSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="team-search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('agentCentre.team.downlines.search')}
      </label>
      <div className="input-group team-search__box">
        <Icon name="search" size={16} className="input-group__icon" />
        <input
          id={id}
          type="search"
          className="input input--with-icon"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('agentCentre.team.downlines.searchPlaceholder')}
          maxLength={64}
          autoCapitalize="none"
          spellCheck={false}
          data-testid="downline-search"
        />
      </div>
      <button type="submit" className="btn btn--secondary" data-testid="downline-search-submit">
        {t('agentCentre.team.downlines.searchSubmit')}
      </button>
      {search && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          data-testid="downline-search-clear"
        >
          {t('agentCentre.team.downlines.clearSearch')}
        </button>
      )}
    </form>
  );
}
