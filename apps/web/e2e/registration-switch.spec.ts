import { expect, test, type APIRequestContext } from '@playwright/test';

/** Signs in as the demo admin in a context of its own, so no refresh cookie from an earlier call asks for CSRF. */
async function setRegistration(newContext: () => Promise<APIRequestContext>, enabled: boolean): Promise<void> {
  const api = await newContext();
  try {
    const login = await api.post('/api/users/login/', { data: { username: 'admin', password: 'admin-demo-1' } });
    expect(login.status(), await login.text()).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const response = await api.put('/api/admin/settings/registration/', {
      data: { enabled },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test('when registration is off the form gives way to a notice and the header hides the link', async ({ page, playwright, baseURL }) => {
  const newContext = () => playwright.request.newContext({ baseURL });
  await setRegistration(newContext, false);
  try {
    await page.goto('/register');
    await expect(page.getByText('Регистрация временно отключена')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Регистрация' })).toHaveCount(0);
  } finally {
    await setRegistration(newContext, true);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Регистрация' })).toBeVisible();
});
