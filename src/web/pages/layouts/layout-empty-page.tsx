import { LayoutDemo } from './layout-demo';

export default function LayoutEmptyPage() {
  return <LayoutDemo demo="layoutEmpty" />;
}
