import type { MemberInfo } from '@fortuna/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQueryKey } from '../../../api/member-info';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { profileQueryKey, setProfileIcon } from '../api/profile';
import { AVATAR_CHOICES, avatarSrc } from '../hooks/avatar';
import '../../../i18n/account-texts';

const SAVED_DIALOG_MS = 1500;

interface AvatarPickerProps {
  /** The avatar chosen now, or null for the default one. */
  current: number | null;
  onClose: () => void;
}

/** A window of the built-in avatars; saving one updates the header avatar at once. Mount it while it is open. */
export function AvatarPicker({ current, onClose }: AvatarPickerProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState(current);
  const save = useMutation({
    mutationFn: setProfileIcon,
    onSuccess: (_result, icon) => {
      queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (member) => (member ? { ...member, icon } : member));
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
      showDialog({ icon: 'success', title: t('avatarPicker.saved'), timeoutMs: SAVED_DIALOG_MS });
    },
  });

  return (
    <Modal isOpen onClose={onClose} title={t('avatarPicker.title')} size="small" testId="avatar-picker">
      <div className="avatar-picker">
        <p className="account-card__text">{t('avatarPicker.hint')}</p>
        <fieldset className="avatar-picker__grid">
          <legend className="visually-hidden">{t('avatarPicker.title')}</legend>
          {AVATAR_CHOICES.map((icon) => (
            <button
              key={icon}
              type="button"
              className="avatar-picker__option"
              aria-pressed={selected === icon}
              aria-label={t('avatarPicker.option', { number: icon })}
              onClick={() => {
                setSelected(icon);
                if (save.error) save.reset();
              }}
              data-testid={`avatar-option-${icon}`}
            >
              <img src={avatarSrc(icon)} alt="" width={64} height={64} loading="lazy" />
              {selected === icon && (
                <span className="avatar-picker__check" aria-hidden="true">
                  <Icon name="check" size={14} />
                </span>
              )}
            </button>
          ))}
        </fieldset>
        {save.error && (
          <p className="form-alert" role="alert">
            <Icon name="error" size={16} />
            {errorMessage(save.error)}
          </p>
        )}
        <div className="account-modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={selected === null || selected === current || save.isPending}
            onClick={() => {
              if (selected !== null) save.mutate(selected);
            }}
            data-testid="avatar-save"
          >
            {save.isPending && <Icon name="refresh" size={16} className="spin" />}
            {t('avatarPicker.save')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
