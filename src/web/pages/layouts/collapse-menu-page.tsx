import { LayoutDemo } from './layout-demo';

export default function CollapseMenuPage() {
  return <LayoutDemo demo="collapseMenu" />;
}
