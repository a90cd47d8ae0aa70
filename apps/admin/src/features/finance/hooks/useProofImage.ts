import { useQuery } from '@tanstack/react-query';
import { fetchProofImage, toImageDataUrl } from '../api/proof-image';

/**
 * A deposit proof, read with the staff session and shown from a data:image/… address of its checked
 * bytes. Dropped from memory as soon as no dialog shows it (the server forbids storing it, too).
 */
export function useProofImage(url: string) {
  const image = useQuery({
    queryKey: ['finance', 'proof', url],
    queryFn: async ({ signal }) => toImageDataUrl(await fetchProofImage(url, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });
  return {
    imageUrl: image.data ?? null,
    isPending: image.isPending,
    error: image.error,
    retry: () => void image.refetch(),
  };
}
