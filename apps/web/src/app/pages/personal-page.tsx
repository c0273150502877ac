import PersonalIndexPage from '../../features/account/pages/personal-index-page';
import { UnreadBadge } from '../../features/content';

/** The personal centre (account feature) with the content feature's count of unread warehouse news on its link. */
export default function PersonalPage() {
  return <PersonalIndexPage extras={{ 'personal.warehouseNews': <UnreadBadge of="warehouse_news" /> }} />;
}
