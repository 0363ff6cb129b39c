import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { NewsItem } from '@ege/core/news/news-schemas';
import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useCreateNews } from './api/use-create-news';
import { useUpdateNews } from './api/use-update-news';
import { LazyNewsEditor } from './lazy-news-editor';
import { emptyNewsForm, newsFormValuesOf, newsInputOf, type NewsFormValues } from './news-form-values';

type NewsFormProps = {
  /** The item to edit; none: a new one. */
  item: NewsItem | null;
  onDone: () => void;
};

/** Writing or editing one news item; the server sanitises the text and names what it refuses. */
export function NewsForm({ item, onDone }: NewsFormProps) {
  const [values, setValues] = useState<NewsFormValues>(item ? newsFormValuesOf(item) : emptyNewsForm);
  const set = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const create = useCreateNews(onDone);
  const update = useUpdateNews(onDone);
  const mutation = item ? update : create;
  const failure = mutation.isError ? describeError(mutation.error) : null;
  const fieldError = (field: keyof NewsFormValues) => failure?.fields[field]?.[0];

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="news-form-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const input = newsInputOf(values);
          if (item) update.mutate({ id: item.id, ...input });
          else create.mutate(input);
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="xl" id="news-form-title">
            {item ? 'Редактирование новости' : 'Новая новость'}
          </Title>
          <TextInput label="Заголовок" required maxLength={200} value={values.title} onChange={(event) => set('title', event.currentTarget.value)} error={fieldError('title')} data-autofocus />
          <Textarea
            label="Краткое описание"
            description="Для списка новостей и профиля; без него покажется начало текста"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            value={values.short_content}
            onChange={(event) => set('short_content', event.currentTarget.value)}
            error={fieldError('short_content')}
          />
          <LazyNewsEditor key={item?.id ?? 'new'} label="Текст новости" required value={values.content} onChange={(html) => set('content', html)} height={260} error={fieldError('content')} />
          <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
            <NumberInput
              label="Приоритет"
              description="Выше — раньше в списке"
              allowDecimal={false}
              min={-1000}
              max={1000}
              value={values.priority}
              onChange={(value) => set('priority', typeof value === 'number' ? value : 0)}
              error={fieldError('priority')}
              miw={160}
            />
            <TagsInput
              label="Теги"
              description="Enter — добавить тег"
              maxTags={10}
              value={values.tags}
              onChange={(tags) => set('tags', tags)}
              error={fieldError('tags')}
              miw={220}
            />
          </Group>
          <Switch label="Опубликовать" description="Скрытую новость видят только администраторы" checked={values.is_published} onChange={(event) => set('is_published', event.currentTarget.checked)} />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={item ? 'Ошибка обновления новости' : 'Ошибка создания новости'} role="alert">
              {failure.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              Отмена
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {item ? 'Сохранить' : 'Создать'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
