import { IconHourglassHigh } from '@tabler/icons-react';
import { PageNotice } from '../../components/page-notice';

/** Quests and groups arrive in their own releases; until then their tabs say so plainly. */
export function ComingSoonTab({ title, description }: { title: string; description: string }) {
  return <PageNotice icon={<IconHourglassHigh size={28} />} title={title} description={description} />;
}
