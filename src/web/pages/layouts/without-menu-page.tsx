import { LayoutDemo } from './layout-demo';

export default function WithoutMenuPage() {
  return <LayoutDemo demo="withoutMenu" />;
}
