import {
  BIRTHDAY_MIN_AGE,
  isAtLeastYearsOld,
  type Profile,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@fortuna/contracts/auth';

export interface ProfileDetailsValues {
  nickname: string;
  /** yyyy-MM-dd, the value of a date input; empty when not given. */
  birthday: string;
  email: string;
}

export type ProfileDetailsProblem = 'required' | 'nicknameLength' | 'dateFormat' | 'futureDate' | 'underAge' | 'email';
export type ProfileDetailsProblems = Partial<Record<keyof ProfileDetailsValues, ProfileDetailsProblem>>;

export type ProfileDetailsCheck =
  | { isValid: true; body: ProfileUpdate }
  | { isValid: false; problems: ProfileDetailsProblems };

export const NICKNAME_MAX_LENGTH = 32;
const EARLIEST_BIRTH_YEAR = 1900;

/** The saved values the form starts from. */
export function profileDetailsValues(profile: Pick<Profile, 'nickname' | 'birthday' | 'email'>): ProfileDetailsValues {
  return { nickname: profile.nickname, birthday: profile.birthday ?? '', email: profile.email ?? '' };
}

/** Whether the form holds anything that differs from what is saved. */
export function hasProfileChanges(values: ProfileDetailsValues, saved: ProfileDetailsValues): boolean {
  return (Object.keys(values) as (keyof ProfileDetailsValues)[]).some(
    (key) => values[key].trim() !== saved[key].trim(),
  );
}

/** Whether the text is a yyyy-MM-dd day that exists (no 2001-02-29). */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/**
 * What is wrong with a birthday, if anything: not a real yyyy-MM-dd day, a day still to come, or, when the
 * merchant checks ages, a member younger than BIRTHDAY_MIN_AGE (the server answers UNDER_AGE alike).
 */
export function birthdayProblem(
  birthday: string,
  isAgeChecked: boolean,
  today: Date = new Date(),
): 'dateFormat' | 'futureDate' | 'underAge' | undefined {
  if (!isRealDay(birthday) || Number(birthday.slice(0, 4)) < EARLIEST_BIRTH_YEAR) return 'dateFormat';
  if (!isAtLeastYearsOld(birthday, 0, today)) return 'futureDate';
  if (isAgeChecked && !isAtLeastYearsOld(birthday, BIRTHDAY_MIN_AGE, today)) return 'underAge';
  return undefined;
}

/** The latest birthday the date picker offers: BIRTHDAY_MIN_AGE years ago when ages are checked, else today. */
export function latestBirthday(isAgeChecked: boolean, today: Date = new Date()): string {
  const years = isAgeChecked ? BIRTHDAY_MIN_AGE : 0;
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

export const EARLIEST_BIRTHDAY = `${EARLIEST_BIRTH_YEAR}-01-01`;

function emailProblem(email: string): 'email' | undefined {
  return profileUpdateSchema.shape.email.safeParse(email).success ? undefined : 'email';
}

/**
 * Checks the profile form against what is saved and builds the PATCH body of the changed fields only.
 * A saved birthday or email cannot be emptied (the server keeps a value once given).
 */
export function checkProfileDetailsForm(
  values: ProfileDetailsValues,
  saved: ProfileDetailsValues,
  isAgeChecked: boolean,
  today: Date = new Date(),
): ProfileDetailsCheck {
  const problems: ProfileDetailsProblems = {};
  const body: ProfileUpdate = {};
  const nickname = values.nickname.trim();
  const birthday = values.birthday.trim();
  const email = values.email.trim();

  if (nickname !== saved.nickname.trim()) {
    if (nickname === '') problems.nickname = 'required';
    else if (nickname.length > NICKNAME_MAX_LENGTH) problems.nickname = 'nicknameLength';
    else body.nickname = nickname;
  }
  if (birthday !== saved.birthday.trim()) {
    const problem = birthday === '' ? 'required' : birthdayProblem(birthday, isAgeChecked, today);
    if (problem) problems.birthday = problem;
    else body.birthday = birthday;
  }
  if (email !== saved.email.trim()) {
    const problem = email === '' ? 'required' : emailProblem(email);
    if (problem) problems.email = problem;
    else body.email = email;
  }
  if (Object.keys(problems).length > 0) return { isValid: false, problems };
  // Nothing changed: nothing to send (the server refuses an empty change).
  if (Object.keys(body).length === 0) return { isValid: true, body };

  const parsed = profileUpdateSchema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    if (field === 'birthday') return { isValid: false, problems: { birthday: 'dateFormat' } };
    if (field === 'email') return { isValid: false, problems: { email: 'email' } };
    return { isValid: false, problems: { nickname: 'nicknameLength' } };
  }
  return { isValid: true, body: parsed.data };
}
