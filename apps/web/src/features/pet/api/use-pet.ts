import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The signed-in student's pet: its mood, satiety, treats and what may be done with it today. */
export function usePet() {
  return useQuery(trpc.pet.get.queryOptions());
}
