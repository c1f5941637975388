export { default } from '@/components/providers/mantine-layout';
