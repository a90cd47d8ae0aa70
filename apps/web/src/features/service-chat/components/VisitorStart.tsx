import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Field } from '../../../ui/Field';
import { startVisitorChat } from '../api/chat-api';
import { rememberVisitorToken, type VisitorReason } from '../hooks/useChatStore';

/** A visitor who cannot sign in (maintenance, blocked region, locked account or address) says who they are. */
export function VisitorStart({ reason }: { reason: VisitorReason }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(t('chat.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const started = await startVisitorChat({
        name: name.trim(),
        reason,
        username: username.trim(),
        language: i18n.language === 'EN' ? 'EN' : 'TY',
      });
      rememberVisitorToken(started.token);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="chat-visitor" onSubmit={(event) => void submit(event)} noValidate>
      <p className="chat-visitor__intro">{t(reason === 'locked' ? 'chat.visitorLocked' : 'chat.visitorIntro')}</p>
      <Field label={t('chat.visitorName')} htmlFor="chat-visitor-name" error={problem ?? undefined}>
        <input
          id="chat-visitor-name"
          className="input"
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field label={t('chat.visitorUsername')} htmlFor="chat-visitor-username" hint={t('chat.visitorUsernameHint')}>
        <input
          id="chat-visitor-username"
          className="input"
          value={username}
          maxLength={64}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn--primary" disabled={isBusy} data-testid="chat-visitor-start">
        {t('chat.visitorStart')}
      </button>
    </form>
  );
}
