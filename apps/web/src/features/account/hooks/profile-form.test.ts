import { describe, expect, it } from 'vitest';
import {
  birthdayProblem,
  checkProfileDetailsForm,
  hasProfileChanges,
  isRealDay,
  latestBirthday,
  profileDetailsValues,
} from './profile-form';

const TODAY = new Date('2026-05-20T12:00:00Z');
const SAVED = { nickname: 'Lucky', birthday: '1990-04-01', email: 'lucky@example.com' };

describe('isRealDay', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isRealDay('2000-02-29')).toBe(true);
    expect(isRealDay('2001-02-29')).toBe(false);
    expect(isRealDay('2001-13-01')).toBe(false);
    expect(isRealDay('01/02/2001')).toBe(false);
    expect(isRealDay('2001-2-1')).toBe(false);
  });
});

describe('birthdayProblem', () => {
  it('wants a real day in the past', () => {
    expect(birthdayProblem('1990-02-30', false, TODAY)).toBe('dateFormat');
    expect(birthdayProblem('1850-01-01', false, TODAY)).toBe('dateFormat');
    expect(birthdayProblem('2026-05-21', false, TODAY)).toBe('futureDate');
    expect(birthdayProblem('2026-05-20', false, TODAY)).toBeUndefined();
  });

  it('refuses members under 21 only when the merchant checks ages', () => {
    expect(birthdayProblem('2010-01-01', true, TODAY)).toBe('underAge');
    expect(birthdayProblem('2010-01-01', false, TODAY)).toBeUndefined();
  });

  it('counts the 21st birthday itself as old enough, the day before as not', () => {
    expect(birthdayProblem('2005-05-20', true, TODAY)).toBeUndefined();
    expect(birthdayProblem('2005-05-21', true, TODAY)).toBe('underAge');
  });
});

describe('latestBirthday', () => {
  it('is 21 years back when ages are checked, else today', () => {
    expect(latestBirthday(true, TODAY)).toBe('2005-05-20');
    expect(latestBirthday(false, TODAY)).toBe('2026-05-20');
    expect(birthdayProblem(latestBirthday(true, TODAY), true, TODAY)).toBeUndefined();
  });
});

describe('profileDetailsValues and hasProfileChanges', () => {
  it('starts from the saved profile, missing values empty', () => {
    const saved = profileDetailsValues({ nickname: 'Lucky', birthday: null, email: null });
    expect(saved).toEqual({ nickname: 'Lucky', birthday: '', email: '' });
    expect(hasProfileChanges(saved, saved)).toBe(false);
    expect(hasProfileChanges({ ...saved, nickname: ' Lucky ' }, saved)).toBe(false);
    expect(hasProfileChanges({ ...saved, email: 'a@b.co' }, saved)).toBe(true);
  });
});

describe('checkProfileDetailsForm', () => {
  it('sends only the changed fields, trimmed', () => {
    expect(checkProfileDetailsForm({ ...SAVED, nickname: '  Golden Fox ' }, SAVED, true, TODAY)).toEqual({
      isValid: true,
      body: { nickname: 'Golden Fox' },
    });
    expect(
      checkProfileDetailsForm(
        { nickname: 'Lucky', birthday: '1995-12-31', email: 'new@example.com' },
        SAVED,
        true,
        TODAY,
      ),
    ).toEqual({ isValid: true, body: { birthday: '1995-12-31', email: 'new@example.com' } });
  });

  it('answers an empty body when nothing changed', () => {
    expect(checkProfileDetailsForm(SAVED, SAVED, true, TODAY)).toEqual({ isValid: true, body: {} });
  });

  it('refuses a birthday under 21 when ages are checked', () => {
    expect(checkProfileDetailsForm({ ...SAVED, birthday: '2008-06-01' }, SAVED, true, TODAY)).toEqual({
      isValid: false,
      problems: { birthday: 'underAge' },
    });
    expect(checkProfileDetailsForm({ ...SAVED, birthday: '2008-06-01' }, SAVED, false, TODAY)).toEqual({
      isValid: true,
      body: { birthday: '2008-06-01' },
    });
  });

  it('does not empty saved values, and checks the nickname and email', () => {
    expect(checkProfileDetailsForm({ nickname: ' ', birthday: '', email: '' }, SAVED, false, TODAY)).toEqual({
      isValid: false,
      problems: { nickname: 'required', birthday: 'required', email: 'required' },
    });
    expect(
      checkProfileDetailsForm({ ...SAVED, nickname: 'x'.repeat(33), email: 'not-an-email' }, SAVED, false, TODAY),
    ).toEqual({ isValid: false, problems: { nickname: 'nicknameLength', email: 'email' } });
  });

  it('lets fields never given stay empty', () => {
    const empty = { nickname: 'Lucky', birthday: '', email: '' };
    expect(checkProfileDetailsForm({ ...empty, email: 'me@example.com' }, empty, true, TODAY)).toEqual({
      isValid: true,
      body: { email: 'me@example.com' },
    });
  });
});
