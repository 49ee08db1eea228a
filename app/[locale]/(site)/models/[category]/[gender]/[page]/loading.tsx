import { RosterSkeleton } from '@/components/talents/RosterSkeleton';

export default function Loading() {
  return <RosterSkeleton />;
}
