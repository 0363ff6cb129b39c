import type { Achievement, AchievementCarousel } from '@ege/core/achievements/achievement-schemas';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { AchievementIcon } from './achievement-icon';
import { useAchievementCarousel } from './api/use-achievement-carousel';

/**
 * The profile's carousel (SPEC §2, §4, §9): earned first, 'Пока нет достижений' before the first,
 * scrolled by the server's config: every auto_scroll_interval ms when there are more than
 * visible_count cards, paused while the pointer or the focus is on it and never with reduced motion.
 */
export function AchievementsCarousel() {
  const headingId = useId();
  const carousel = useAchievementCarousel(20);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={2} fz="xl" id={headingId}>
            Достижения
          </Title>
          <Anchor component={Link} to="/achievements" size="sm">
            Все достижения
          </Anchor>
        </Group>
        {carousel.isPending && <Skeleton height={150} radius="md" aria-label="Загрузка достижений" />}
        {carousel.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки данных карусели" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Ошибка загрузки: {describeError(carousel.error).message}</Text>
              <Button size="xs" variant="light" color="red" loading={carousel.isFetching} onClick={() => void carousel.refetch()}>
                Повторить
              </Button>
            </Stack>
          </Alert>
        )}
        {carousel.data?.earned_count === 0 && (
          <Paper withBorder p="md">
            <Text c="dimmed">Пока нет достижений</Text>
          </Paper>
        )}
        {carousel.data && carousel.data.earned_count > 0 && <CarouselTrack achievements={carousel.data.achievements} config={carousel.data.config} />}
      </Stack>
    </section>
  );
}

function CarouselTrack({ achievements, config }: Pick<AchievementCarousel, 'achievements' | 'config'>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = useReducedMotion();
  const scrolls = achievements.length > config.visible_count;

  const scrollByCards = useCallback(
    (direction: 1 | -1) => {
      const element = viewport.current;
      if (!element) return;
      const behavior = reduceMotion ? 'auto' : 'smooth';
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      const atStart = element.scrollLeft <= 2;
      // Past either end it wraps around, so the auto-scroll never stalls on the last card.
      if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior });
      else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior });
      else element.scrollBy({ left: direction * (config.card_width + config.gap), behavior });
    },
    [config.card_width, config.gap, reduceMotion],
  );

  useEffect(() => {
    if (!scrolls || hovered || focused || reduceMotion) return;
    const timer = window.setInterval(() => scrollByCards(1), config.auto_scroll_interval);
    return () => window.clearInterval(timer);
  }, [scrolls, hovered, focused, reduceMotion, scrollByCards, config.auto_scroll_interval]);

  return (
    <Group
      wrap="nowrap"
      gap="xs"
      justify="center"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {scrolls && (
        <ActionIcon variant="default" size="lg" radius="xl" aria-label="Предыдущие достижения" onClick={() => scrollByCards(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
      )}
      <div
        ref={viewport}
        role="region"
        aria-label="Карусель достижений"
        tabIndex={scrolls ? 0 : undefined}
        style={{
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          minWidth: 0,
          maxWidth: config.visible_count * config.card_width + (config.visible_count - 1) * config.gap,
          flex: '1 1 auto',
        }}
      >
        <ul style={{ display: 'flex', gap: config.gap, listStyle: 'none', margin: 0, padding: 0, width: 'max-content' }}>
          {achievements.map((achievement) => (
            <li key={achievement.id} style={{ width: config.card_width, scrollSnapAlign: 'start' }}>
              <CarouselCard achievement={achievement} />
            </li>
          ))}
        </ul>
      </div>
      {scrolls && (
        <ActionIcon variant="default" size="lg" radius="xl" aria-label="Следующие достижения" onClick={() => scrollByCards(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

function CarouselCard({ achievement }: { achievement: Achievement }) {
  return (
    <Paper withBorder radius="md" p="sm" h="100%" style={achievement.earned ? { borderColor: 'var(--mantine-color-yellow-filled)' } : undefined}>
      <Stack gap={6} align="center" ta="center">
        <ThemeIcon size={40} radius="xl" variant={achievement.earned ? 'filled' : 'light'} color={achievement.earned ? 'yellow' : 'gray'} autoContrast>
          <AchievementIcon name={achievement.icon} size={22} />
        </ThemeIcon>
        <Text size="sm" fw={700} lineClamp={2} title={achievement.description}>
          {achievement.title}
        </Text>
        <Badge variant="light" color={achievement.earned ? 'yellow' : 'gray'}>
          {achievement.earned ? `${achievement.points} очк.` : 'Не получено'}
        </Badge>
      </Stack>
    </Paper>
  );
}
