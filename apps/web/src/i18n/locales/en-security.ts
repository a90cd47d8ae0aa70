/** English texts of My account's sign-in security: login password, sessions and last sign-in. */
export const enSecurity = {
  loginPassword: {
    title: 'Change login password',
    hint: 'After the change, every other device signed in to your account is signed out.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    saved: 'Password changed',
    savedText: 'Your other devices have been signed out. This device stays signed in.',
    length: 'Please fill in your password with {{min}} - {{max}} characters',
    // English shows the merchant's pattern text itself; other languages describe it in their own words.
    pattern: '{{rule}}',
    wrongCurrent: 'The current password is incorrect',
  },
  sessions: {
    title: 'Signed-in devices',
    hint: 'Every place your account is signed in right now.',
    thisDevice: 'This device',
    signedIn: 'Signed in {{time}}',
    expires: 'Expires {{time}}',
    signOutOthers: 'Sign out other sessions',
    signedOut_one: '{{count}} session signed out',
    signedOut_other: '{{count}} sessions signed out',
    noOthers: 'No other device is signed in.',
  },
  lastLogin: {
    text: 'Last sign-in: {{time}} from {{ip}}',
    textWithoutIp: 'Last sign-in: {{time}}',
    first: 'This is your first sign-in',
  },
};
