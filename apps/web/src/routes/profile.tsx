import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AchievementsCarousel } from '../features/achievements/achievements-carousel';
import { AchievementsPanel } from '../features/achievements/achievements-panel';
import { GroupTop } from '../features/groups/components/group-top';
import { GroupsTab } from '../features/groups/components/groups-tab';
import { LearningCards } from '../features/learning/learning-cards';
import { RecentNews } from '../features/news/recent-news';
import { ProfilePage, type ProfileSlots } from '../features/profile/profile-page';
import { parseProfileTab, type ProfileTab } from '../features/profile/profile-tabs';
import { PetCard } from '../features/pet/pet-card';
import { QuestsTab } from '../features/quests/quests-tab';
import { StatisticsTab } from '../features/statistics/statistics-tab';
import { TopTab } from '../features/top/top-tab';
import { taskTypeIcon } from '../features/trainer/utils/task-type-icons';
import { readAccessToken } from '../lib/access-token';

// The other features' parts of the profile, composed here (features never import each other).
const slots: ProfileSlots = { stats: <StatisticsWithForecast />, pet: <PetCard />, top: <TopWithGroups />, groups: <GroupsTab />, quests: <QuestsTab iconOf={taskTypeIcon} />, achievements: <AchievementsPanel />, carousel: <AchievementsCarousel />, news: <RecentNews /> };

// The Топ tab: users, then groups (decision 039).
function TopWithGroups() {
  return <TopTab below={<GroupTop />} />;
}

// The Статистика tab: the forecast and mastery cards (decision 042) above the statistics.
function StatisticsWithForecast() {
  return <LearningCards below={<StatisticsTab />} />;
}

export const Route = createFileRoute('/profile')({
  // ?homework= selects that assignment in the list (a notification or the header's homework link);
  // ?tab= is the open tab, so reload and Back keep it.
  validateSearch: (search: Record<string, unknown>): { homework?: number; tab?: ProfileTab } => {
    const homework = Number(search.homework);
    const tab = parseProfileTab(search.tab);
    return { ...(Number.isInteger(homework) && homework > 0 ? { homework } : {}), ...(tab && tab !== 'profile' ? { tab } : {}) };
  },
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { homework, tab = 'profile' } = Route.useSearch();
  const navigate = useNavigate({ from: '/profile' });
  const openTab = (next: ProfileTab) => void navigate({ search: (prev) => ({ ...prev, tab: next === 'profile' ? undefined : next }) });
  return <ProfilePage homeworkId={homework} tab={tab} onTabChange={openTab} slots={slots} />;
}
