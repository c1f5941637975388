import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settingFromText, type AdminSettings } from '@app/contracts/admin-settings';
import { settingKeys } from '@app/contracts/settings';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse } from '@/test/fixtures';
import { settingGroups } from './setting-groups';
import { SettingsGroupForm } from './settings-group-form';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const ABOUT = settingGroups.find((group) => group.id === 'about')!;
const HOME = settingGroups.find((group) => group.id === 'home')!;

function savedSettings(overrides: Partial<AdminSettings['values']> = {}): AdminSettings {
  const values = Object.fromEntries(settingKeys.map((key) => [key, settingFromText(key, '')])) as AdminSettings['values'];
  return {
    values: { ...values, about_page: '<p>Giới thiệu</p>', intro_video: 'https://www.youtube.com/watch?v=Lb6sVd3nR8k', ...overrides },
    updated_at: {},
  };
}

const stored = (groupId: string) =>
  JSON.parse(window.localStorage.getItem(`admin-draft:settings:${groupId}`) ?? 'null') as { values: Record<string, unknown> } | null;

function renderGroup(group: (typeof settingGroups)[number], settings = savedSettings()) {
  return renderWithProviders(
    <ModalsProvider>
      <SettingsGroupForm group={group} settings={settings} />
    </ModalsProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

// The about section holds the rich-text editor, slow to start in jsdom on a shared machine.
describe('SettingsGroupForm drafts', { timeout: 30_000 }, () => {
  it('keeps the about page section as a draft when it is left with unsaved changes, and offers it back', async () => {
    const user = userEvent.setup();
    const first = renderGroup(ABOUT);
    const video = screen.getByRole('textbox', { name: 'About video (YouTube)' });
    await user.clear(video);
    await user.type(video, 'https://youtu.be/Tq2hM8cZf4w');
    first.unmount();
    expect(stored('about')?.values).toMatchObject({ intro_video: 'https://youtu.be/Tq2hM8cZf4w', about_page: '<p>Giới thiệu</p>' });

    renderGroup(ABOUT);
    expect(screen.getByRole('textbox', { name: 'About video (YouTube)' })).toHaveValue('https://www.youtube.com/watch?v=Lb6sVd3nR8k');
    await user.click(screen.getByRole('button', { name: 'Restore the draft' }));
    expect(screen.getByRole('textbox', { name: 'About video (YouTube)' })).toHaveValue('https://youtu.be/Tq2hM8cZf4w');
    expect(screen.queryByRole('button', { name: 'Restore the draft' })).not.toBeInTheDocument();
  });

  it('forgets the draft once the section is saved', async () => {
    const saved = savedSettings({ intro_video: 'https://youtu.be/Tq2hM8cZf4w' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => envelopeResponse(saved));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const first = renderGroup(ABOUT);
    const video = screen.getByRole('textbox', { name: 'About video (YouTube)' });
    await user.clear(video);
    await user.type(video, 'https://youtu.be/Tq2hM8cZf4w');
    // The tab going to the background keeps the draft at once, as the 30-second timer would.
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('about')?.values.intro_video).toBe('https://youtu.be/Tq2hM8cZf4w');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/v1\/admin\/system-setting$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ intro_video: 'https://youtu.be/Tq2hM8cZf4w' });
    // The editor's toolbar has its own undo button; the section's comes last.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Undo' }).at(-1)).toBeDisabled());
    expect(stored('about')).toBeNull();
    first.unmount();
    expect(stored('about')).toBeNull();
  });

  it('keeps no draft of a section without rich text', async () => {
    const user = userEvent.setup();
    const form = renderGroup(HOME);
    await user.type(screen.getByRole('textbox', { name: 'Home page video (YouTube)' }), 'https://youtu.be/Tq2hM8cZf4w');
    form.unmount();
    expect(stored('home')).toBeNull();
  });
});
