import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PREFIX,
  type BannerInput,
  type ConsultantInput,
  type ContentImageKind,
  type MarketServiceInput,
} from '@lucina/contracts';
import { adminRoutes, type SiteSaveBody, type SiteSection } from '@lucina/contracts/admin';
import { request } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import { useSave } from './use-save';

const api = adminRoutes;

export const contentKeys = {
  banners: ['admin', 'banners'] as const,
  market: ['admin', 'market'] as const,
  consultants: ['admin', 'consultants'] as const,
  site: ['admin', 'site'] as const,
};

/** Uploads one image for `kind`; resolves with its address on this site (the server re-encodes it). */
export async function uploadContentImage(kind: ContentImageKind, file: Blob) {
  const url = `${API_PREFIX}${api.contentImage.path}?kind=${kind}`;
  return (await uploadFile<{ url: string }>(url, file)).url;
}

export const useBanners = () => useQuery({ queryKey: contentKeys.banners, queryFn: () => request(api.bannerList) });
export const useSaveBanner = () =>
  useSave(contentKeys.banners, (body: BannerInput) => request(api.bannerSave, { body }));
export const useDeleteBanner = () =>
  useSave(contentKeys.banners, (id: number) => request(api.bannerDelete, { body: { id } }));

export const useMarketServicesAdmin = () =>
  useQuery({ queryKey: contentKeys.market, queryFn: () => request(api.marketList) });
export const useSaveMarketService = () =>
  useSave(contentKeys.market, (body: MarketServiceInput) => request(api.marketSave, { body }));

export const useConsultantsAdmin = () =>
  useQuery({ queryKey: contentKeys.consultants, queryFn: () => request(api.consultantList) });
export const useSaveConsultant = () =>
  useSave(contentKeys.consultants, (body: ConsultantInput) => request(api.consultantSave, { body }));
export const useDeleteConsultant = () =>
  useSave(contentKeys.consultants, (id: string) => request(api.consultantDelete, { body: { id } }));

export const useSiteContent = () => useQuery({ queryKey: contentKeys.site, queryFn: () => request(api.siteContent) });
/** A site write answers with the whole site content, which stands in for the cached copy. */
function useSiteWrite<T, R>(write: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (data) => client.setQueryData(contentKeys.site, data) });
}
export const useSaveSiteSection = () => useSiteWrite((body: SiteSaveBody) => request(api.siteSave, { body }));
export const useResetSiteSection = () =>
  useSiteWrite((section: SiteSection) => request(api.siteReset, { body: { section } }));
