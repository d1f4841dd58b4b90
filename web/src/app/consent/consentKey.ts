/**
 * Spec section 4: stored as "true" (allow all) or "false" (refuse); unset until chosen. Apart
 * from the banner's hook, so that the boot (app/preferences.ts) can read it without React.
 */
export const cookieConsentStorageKey = 'cookieConsent';
