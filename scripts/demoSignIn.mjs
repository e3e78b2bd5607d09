// The screenshot scripts' sign-in: a demo account through the sign-in form, until the app shows.

/** Signs `email` (password demo1234) in at `base` and waits for the signed-in app bar. */
export async function signInAsDemo(page, base, email) {
  await page.goto(`${base}/#/signIn`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(/QUEUE: \d+/).waitFor();
}
