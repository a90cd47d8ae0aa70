import { VN_PROVINCES, type VnAdminDraw, type VnProvince } from '@fortuna/contracts/lottery-vn';
import { officialLayoutOf } from '@fortuna/games/lottery/official-layouts';
import { layoutOf } from '@fortuna/games/lottery/regional-result';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { enterResult, LOTTERY_DRAWS_KEY } from '../api/lottery-results.api';

export const PRIZE_LABELS: Record<string, string> = {
  special: 'Special',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  starter: 'Starter',
  consolation: 'Consolation',
  front3: 'Front 3',
  back3: 'Back 3',
  back2: 'Back 2',
};

/** The games whose results are entered here: the regional draws and the SEA draws. */
export const GAME_LABELS: Record<string, string> = {
  'vn-north': 'North',
  'vn-central': 'Central',
  'vn-south': 'South',
  'sea-magnum': 'Magnum 4D',
  'sea-damacai': 'Da Ma Cai 4D',
  'sea-toto': 'Toto 4D',
  'sea-thai': 'Thai government lottery',
};

/** The prize whose number stands for a result in the list: the special prize, or the 1st for a SEA draw. */
export function headlinePrize(gameCode: string): string {
  return gameCode.startsWith('sea-') ? 'first' : 'special';
}

/** A draw's name: its province for a regional draw, its game for a SEA draw. */
export function provinceLabel(code: string, gameCode = ''): string {
  return VN_PROVINCES[code as VnProvince] ?? (code || GAME_LABELS[gameCode] || gameCode);
}

/**
 * Enters a draw's official result: one field per prize number, each with the digits the region's prize
 * takes. The server checks the same and keeps it awaiting another staff member's approval.
 */
export function ResultEntryDialog({ draw, onClose }: { draw: VnAdminDraw; onClose: () => void }) {
  const layout = officialLayoutOf(draw.gameCode) ?? layoutOf('north');
  const [values, setValues] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      enterResult(
        draw.drawId,
        Object.fromEntries(
          layout.map((tier) => [
            tier.prize,
            Array.from({ length: tier.count }, (_, index) => (values[`${tier.prize}-${index}`] ?? '').trim()),
          ]),
        ),
      ),
    onSuccess: (result) => {
      toast.success(`Result version ${result.version} entered: another staff member must approve it`);
      void queryClient.invalidateQueries({ queryKey: LOTTERY_DRAWS_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Modal
      open
      wide
      dismissible={false}
      title={`Result of ${provinceLabel(draw.province, draw.gameCode)}, ${new Date(draw.drawAt).toLocaleString()}`}
      onClose={onClose}
      testId="lottery-result-dialog"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="lottery-result-form"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="lottery-result-save"
          >
            Enter result
          </button>
        </>
      }
    >
      <form id="lottery-result-form" className="lottery-result-form" onSubmit={submit}>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        {layout.map((tier) => (
          <fieldset key={tier.prize} className="lottery-result-form__tier">
            <legend>
              {PRIZE_LABELS[tier.prize]} <span className="muted">({tier.digits} digits)</span>
            </legend>
            {Array.from({ length: tier.count }, (_, index) => {
              const key = `${tier.prize}-${index}`;
              return (
                <input
                  key={key}
                  className="input input-sm"
                  inputMode="numeric"
                  maxLength={tier.digits}
                  pattern={`[0-9]{${tier.digits}}`}
                  required
                  aria-label={`${PRIZE_LABELS[tier.prize]} ${index + 1}`}
                  data-testid={`lottery-result-${key}`}
                  value={values[key] ?? ''}
                  onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                />
              );
            })}
          </fieldset>
        ))}
      </form>
    </Modal>
  );
}
