'use client';

import { useState } from 'react';
import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { blogBody, blogStatuses, type AdminBlog } from '@app/contracts/admin-blogs';
import type { Locale } from '@app/contracts/locale';
import { slugify } from '@app/contracts/permalink';
import { Link, useRouter } from '@/i18n/navigation';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useAppForm } from '@/hooks/use-app-form';
import { RichTextEditor } from '@/admin/rich-text/rich-text-editor';
import { ImageField } from '@/admin/upload/image-field';
import { DraftRestoreAlert } from '@/admin/rich-text/draft-restore-alert';
import { useDraftAutosave } from '@/admin/rich-text/use-draft-autosave';
import { useLeaveGuard } from '@/admin/rich-text/use-leave-guard';
import { useCategoryOptions, usePost, useReportOptions } from '../api/post';
import { useSavePost } from '../api/save-post';
import { categorySelectData } from './category-select-data';
import { NEWS_PATH, PostStatusBadge } from './news-screen';
import { fromShopClock, postFormValues, postInput, toShopClock, type PostFormValues } from './post-form-values';

/** Writing a new post (`/new`) or editing one (`/{id}`). */
export function NewsEditorScreen() {
  const t = useTranslations('adminNews');
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const post = usePost(id);

  if (id !== null && post.isPending) return <Loader m="xl" />;
  if (id !== null && !post.data) return <Alert color="red">{t('notFound')}</Alert>;
  return <PostEditor key={id ?? 'new'} post={post.data ?? null} />;
}

function PostEditor({ post }: { post: AdminBlog | null }) {
  const t = useTranslations('adminNews');
  const ta = useTranslations('admin.form');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const categories = useCategoryOptions();
  const [reportSearch, setReportSearch] = useState('');
  const [reportKeyword] = useDebouncedValue(reportSearch, 300);
  const reports = useReportOptions(reportKeyword);
  const [permalinkEdited, setPermalinkEdited] = useState(Boolean(post));

  const draftKey = `news:${post?.id ?? 'new'}`;
  const save = useSavePost();
  const form = useAppForm<PostFormValues>({
    schema: blogBody,
    initialValues: postFormValues(post),
    error: save.error,
    toInput: postInput,
  });
  const dirty = form.isDirty();
  const autosave = useDraftAutosave<PostFormValues>({ key: draftKey, values: form.values, dirty });
  useLeaveGuard(dirty);

  const restoreDraft = () => {
    const values = autosave.restore();
    if (values) form.setValues(values);
  };

  const setTitle = (title: string) => form.setValues(permalinkEdited ? { title } : { title, permalink: slugify(title) });

  const reportData = [
    ...(post?.follow_report && !reports.data?.some((report) => report.id === post.follow_report!.id) ? [post.follow_report] : []),
    ...(reports.data ?? []),
  ].map((report) => ({ value: String(report.id), label: report.title }));

  const title = post ? t('editTitle') : t('createTitle');

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { id: post?.id ?? null, body: blogBody.parse(postInput(values)) },
          {
            onSuccess: ({ result }) => {
              autosave.clear();
              form.resetDirty();
              if (!post) router.replace(`${NEWS_PATH}/${result.id}`);
            },
          },
        ),
      )}
    >
      <AdminPageHeader
        title={title}
        description={post ? post.title : t('createHint')}
        actions={
          <Group gap="xs">
            <Button variant="default" component={Link} href={NEWS_PATH}>
              {t('actions.back')}
            </Button>
            {post && (
              <Button variant="default" component={Link} href={`${NEWS_PATH}/${post.id}/preview`}>
                {t('actions.preview')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {ta('save')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <DraftRestoreAlert draft={autosave.draft} onRestore={restoreDraft} onDiscard={autosave.discard} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="sm">
              <TextInput
                label={t('fields.title')}
                required
                maxLength={255}
                {...form.getInputProps('title')}
                onChange={(event) => setTitle(event.currentTarget.value)}
              />
              <TextInput
                label={t('fields.permalink')}
                description={t('fields.permalinkHint')}
                maxLength={200}
                {...form.getInputProps('permalink')}
                onChange={(event) => {
                  setPermalinkEdited(true);
                  form.setFieldValue('permalink', event.currentTarget.value);
                }}
              />
              <Textarea label={t('fields.summary')} autosize minRows={2} maxRows={6} maxLength={5000} {...form.getInputProps('summary')} />
              <RichTextEditor label={t('fields.content')} {...form.getInputProps('content')} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                {post && (
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {t('fields.status')}:
                    </Text>
                    <PostStatusBadge post={post} />
                  </Group>
                )}
                <div>
                  <Text size="sm" fw={500} id="post-status" mb={4}>
                    {t('fields.saveAs')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="post-status"
                    fullWidth
                    data={blogStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
                    {...form.getInputProps('status')}
                  />
                </div>
                <DateTimePicker
                  label={t('fields.publishedAt')}
                  description={t('fields.publishedAtHint')}
                  valueFormat="DD/MM/YYYY HH:mm"
                  clearable
                  error={form.errors.published_at}
                  value={form.values.published_at ? toShopClock(form.values.published_at) : null}
                  onChange={(value) => form.setFieldValue('published_at', fromShopClock(value))}
                />
                <Select
                  label={t('fields.category')}
                  required
                  searchable
                  data={categorySelectData(categories.data ?? [], locale, t('hiddenCategory'))}
                  {...form.getInputProps('category_id')}
                />
                <Select
                  label={t('fields.language')}
                  allowDeselect={false}
                  data={[
                    { value: 'vi', label: t('languages.vi') },
                    { value: 'en', label: t('languages.en') },
                  ]}
                  {...form.getInputProps('language')}
                />
                <ImageField label={t('fields.cover')} {...form.getInputProps('cover_url')} />
                <TagsInput
                  label={t('fields.tags')}
                  description={t('fields.tagsHint')}
                  maxTags={20}
                  clearable
                  {...form.getInputProps('tags')}
                />
                <Switch label={t('fields.hot')} {...form.getInputProps('hot', { type: 'checkbox' })} />
                <Select
                  label={t('fields.followReport')}
                  searchable
                  clearable
                  data={reportData}
                  searchValue={reportSearch}
                  onSearchChange={setReportSearch}
                  filter={({ options }) => options}
                  nothingFoundMessage={t('noReport')}
                  {...form.getInputProps('follow_report_id')}
                />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
