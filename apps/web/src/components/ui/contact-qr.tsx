import { useEffect, useState } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { browserContext } from '@/lib/browser';
import styles from './contact-qr.module.css';

export const contactQrText = {
  longPress: '长按识别二维码',
  save: '保存图片',
  saveHint: '保存后在微信「扫一扫」中从相册选择',
  wechatId: (id: string) => `微信号：${id}`,
  copyId: '复制微信号',
  copyLink: '复制链接',
  copied: '已复制，去微信粘贴即可',
  copyFailed: '复制失败，请长按文字手动复制',
} as const;

interface ContactQrProps {
  /** The address the QR encodes; for an operator's uploaded QR image, its URL goes in `image` instead. */
  value?: string;
  image?: string;
  label: string;
  size: number;
  /** A WeChat ID to copy, when the operator set one. */
  wechatId?: string;
  /** A link to copy (an operator's contact link on another site, e.g. WeChat Work's): a phone can open it. */
  link?: string;
  fileName: string;
}

/**
 * Words around a QR code: "scan it" only where another device can (a desktop); on a phone the QR itself offers
 * 长按识别 or 保存图片, and the words say what for.
 */
export function byScanning<T>(desktop: T, phone: T): T {
  return browserContext() === 'desktop' ? desktop : phone;
}

/** A link worth copying: one on another site (on this site's own pages the QR's page is one tap away anyway). */
export function foreignLink(url: string, origin: string = window.location.origin): string | undefined {
  try {
    return new URL(url).origin === origin ? undefined : url;
  } catch {
    return undefined;
  }
}

/**
 * Renders the SVG code as a PNG: WeChat recognises a QR code on a long press only in a raster image, and a PNG
 * is what a phone saves to its photos. Null until ready (or where the browser cannot draw it), the SVG showing.
 */
function usePng(svg: SVGSVGElement | null, value: string | undefined, size: number) {
  // Kept with what it was drawn from, so a changed code never shows the previous picture.
  const [drawn, setDrawn] = useState<{ of: string; png: string } | null>(null);
  const key = `${value}|${size}`;
  useEffect(() => {
    if (!svg || !value) return;
    const img = new Image();
    let live = true;
    img.onload = () => {
      const canvas = document.createElement('canvas');
      const scale = 3;
      canvas.width = canvas.height = (size + 24) * scale;
      const ctx = canvas.getContext('2d');
      if (!ctx || !live) return;
      // A white margin (quiet zone) around the code, as scanners need.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 12 * scale, 12 * scale, size * scale, size * scale);
      setDrawn({ of: key, png: canvas.toDataURL('image/png') });
    };
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    return () => {
      live = false;
    };
  }, [svg, value, size, key]);
  return drawn?.of === key ? drawn.png : null;
}

/**
 * A contact QR code that works on the device showing it (a phone cannot scan its own screen): inside WeChat a
 * long press recognises it; elsewhere it can be saved to the photos; and the WeChat ID or link, when set, is
 * copied with one tap.
 */
export function ContactQr({ value, image, label, size, wechatId, link, fileName }: ContactQrProps) {
  const { message } = App.useApp();
  const where = browserContext();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const png = usePng(svg, value, size);
  const src = image ?? png;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(contactQrText.copied);
    } catch (error) {
      console.warn('[contact] 复制失败', error);
      void message.warning(contactQrText.copyFailed);
    }
  };

  return (
    <Flex vertical align="center" gap={10} className={styles.root}>
      <div role="img" aria-label={label} data-url={value ?? image} className={styles.frame}>
        {src ? (
          <img src={src} alt="" width={size} height={size} className={styles.image} data-testid="contact-qr-image" />
        ) : null}
        {value && (
          <QRCodeSVG
            ref={setSvg}
            value={value}
            size={size}
            fgColor="#1f2150"
            style={src ? { display: 'none' } : undefined}
            aria-hidden="true"
          />
        )}
      </div>
      {where === 'wechat' ? (
        <Typography.Text strong>{contactQrText.longPress}</Typography.Text>
      ) : where === 'phone' ? (
        <Flex vertical align="center" gap={4}>
          <Button
            icon={<DownloadOutlined />}
            shape="round"
            href={src ?? undefined}
            download={`${fileName}.png`}
            disabled={!src}
          >
            {contactQrText.save}
          </Button>
          <Typography.Text type="secondary" className={styles.hint}>
            {contactQrText.saveHint}
          </Typography.Text>
        </Flex>
      ) : null}
      {wechatId && (
        <Flex align="center" gap={8} wrap justify="center" className={styles.copyRow}>
          <Typography.Text copyable={false} className={styles.selectable}>
            {contactQrText.wechatId(wechatId)}
          </Typography.Text>
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(wechatId)}>
            {contactQrText.copyId}
          </Button>
        </Flex>
      )}
      {link && (
        <Button size="small" type="link" icon={<CopyOutlined />} onClick={() => void copy(link)}>
          {contactQrText.copyLink}
        </Button>
      )}
    </Flex>
  );
}
