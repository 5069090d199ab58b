import type { BackendModule } from '@/platform/module';
import { todoModule } from './todo/module';

/** Every business module the backends serve. Adding a module: one line here. */
export const businessModules: BackendModule[] = [todoModule as unknown as BackendModule];
