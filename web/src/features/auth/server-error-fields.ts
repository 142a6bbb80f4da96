/**
 * The fields of the password forms a server refusal may name (`input.newPassword` -> newPassword):
 * a common password (`error_password_common`) is said next to the new password, a wrong old password
 * next to the old one; anything else shows above the form. Apart from auth-forms.ts, which brings zod.
 */
export const changePasswordErrorFields = ["oldPassword", "newPassword"] as const;
export const resetPasswordErrorFields = ["newPassword"] as const;
