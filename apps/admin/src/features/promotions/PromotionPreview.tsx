import type { PromoPreview, PromotionInput } from '@fortuna/contracts/promotions';
import { PROMO_LANGUAGES, PROMOTIONS_API, promoPreviewSchema } from '@fortuna/contracts/promotions';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../api/client';
import { Field } from '../../ui/Field';
import { Alert } from '../../ui/StateViews';
import { PREVIEW_TEXTS } from './promotion-preview-texts';

type Language = (typeof PROMO_LANGUAGES)[number];

interface PromotionPreviewProps {
  merchantId: number;
  promotionId: number | undefined;
  /** The form's current input, or the fields to correct before a preview. */
  inputOf: () => PromotionInput | null;
}

/** The card and its detail as the member would see them in the language (nothing is saved). */
function PreviewCard({ preview, language }: { preview: PromoPreview; language: Language }) {
  const words = PREVIEW_TEXTS[language];
  const promotion = preview.promotion;
  const locale = language === 'TY' ? 'vi-VN' : 'en-GB';
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);
  const money = (value: { amount: string }) =>
    Number(value.amount).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { state } = promotion;
  const isRaffleState = promotion.kind === 'raffle' && (state === 'process' || state === 'issued' || state === 'close');
  return (
    <div className="card card-body" data-testid="promo-preview-card">
      {preview.isInAudience ? null : (
        <Alert>
          This member is outside the audience: they would not see this promotion (a claim answers {preview.audienceCode}
          ).
        </Alert>
      )}
      {promotion.artworkUrl ? (
        <img src={promotion.artworkUrl} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} />
      ) : null}
      <p className="muted">{words.category[promotion.category]}</p>
      <h3 className="card-title">{promotion.title}</h3>
      <p>
        <span className="badge" data-testid="promo-preview-state">
          {promotion.state === 'claim'
            ? `${promotion.kind === 'apply_approve' ? words.apply : words.claim} ${promotion.reward ? money(promotion.reward) : ''}`
            : isRaffleState
              ? words.raffleState[state]
              : words.state[state]}
        </span>
      </p>
      {promotion.raffle ? (
        <p data-testid="promo-preview-raffle">
          {words.tickets} <strong>{promotion.raffle.tickets}</strong> · {money(promotion.raffle.toNextTicket)}{' '}
          {words.toNext}
          <br />
          {words.prizes}:{' '}
          {promotion.raffle.prizeTiers.map((tier) => `${tier.winners} × ${money(tier.prize)}`).join(' · ')}
        </p>
      ) : null}
      {promotion.wageringMultiple > 0 ? (
        <p className="muted">
          {words.wagering}
          {promotion.wageringMultiple}
        </p>
      ) : null}
      <p className="muted">
        {date(promotion.startsAt)}
        {promotion.endsAt ? ` – ${date(promotion.endsAt)}` : ''}
      </p>
      <h4>{words.terms}</h4>
      <p style={{ whiteSpace: 'pre-wrap' }}>{promotion.terms}</p>
    </div>
  );
}

/** Preview as a member: a chosen member's state and language, before publishing. */
export function PromotionPreview({ merchantId, promotionId, inputOf }: PromotionPreviewProps) {
  const [username, setUsername] = useState('');
  const [language, setLanguage] = useState<Language>('TY');
  const [shown, setShown] = useState<Language>('TY');
  const preview = useMutation({
    mutationFn: (promotion: PromotionInput) =>
      apiRequest(PROMOTIONS_API.admin.preview, promoPreviewSchema, {
        method: 'POST',
        query: { merchantId },
        body: { username: username.trim(), language, promotion, ...(promotionId ? { promotionId } : {}) },
      }),
  });
  const run = () => {
    const input = inputOf();
    if (!input) return;
    setShown(language);
    preview.mutate(input);
  };
  return (
    <fieldset className="form-grid" data-testid="promo-preview">
      <legend className="cell-strong">Preview as a member</legend>
      <div className="form-row">
        <Field label="Member username" htmlFor="promo-preview-username">
          <input
            id="promo-preview-username"
            className="input"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            data-testid="promo-preview-username"
          />
        </Field>
        <Field label="Language" htmlFor="promo-preview-language">
          <select
            id="promo-preview-language"
            className="input"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {PROMO_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code === 'TY' ? 'TY · Tiếng Việt' : 'EN · English'}
              </option>
            ))}
          </select>
        </Field>
        <Field label=" " htmlFor="promo-preview-run">
          <button
            id="promo-preview-run"
            type="button"
            className="btn btn-ghost"
            disabled={!username.trim() || preview.isPending}
            onClick={run}
            data-testid="promo-preview-run"
          >
            {preview.isPending ? 'Loading…' : 'Preview'}
          </button>
        </Field>
      </div>
      {preview.isError ? <Alert>{errorMessage(preview.error)}</Alert> : null}
      {preview.data ? <PreviewCard preview={preview.data} language={shown} /> : null}
    </fieldset>
  );
}
