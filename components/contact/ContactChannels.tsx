import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, Icon as IconFrame, InstagramIcon, MailIcon, PhoneIcon, WhatsappIcon } from '@/components/ui/icons';
import type { Channel, ChannelKind } from '@/lib/rules/contact-channels';

/** Four squares with sharp corners: the frame's round joins and caps are left off. */
function PlatformIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <IconFrame strokeLinecap={undefined} strokeLinejoin={undefined} {...props}>
      <rect x="4" y="4" width="7" height="7" />
      <rect x="13" y="4" width="7" height="7" />
      <rect x="4" y="13" width="7" height="7" />
      <rect x="13" y="13" width="7" height="7" />
    </IconFrame>
  );
}

const ICONS: Record<ChannelKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  phone: PhoneIcon,
  whatsapp: WhatsappIcon,
  email: MailIcon,
  instagram: InstagramIcon,
  platform: PlatformIcon,
  facebook: FacebookIcon,
};

/** The agency's channels as a list of links, each named by its kind and showing its number or address. */
export function ContactChannels({
  channels,
  labels,
  newTab,
}: {
  channels: Channel[];
  labels: Record<ChannelKind, string>;
  newTab: string;
}) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {channels.map((channel) => {
        const Icon = ICONS[channel.kind];
        return (
          <li key={channel.kind}>
            <a
              href={channel.href}
              data-channel={channel.kind}
              className="group flex min-h-14 items-center gap-4 py-3 transition-colors hover:text-stone"
              {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon className="shrink-0" />
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 lg:flex-col lg:items-start lg:gap-0 xl:flex-row xl:items-baseline xl:gap-4">
                <span className="shrink-0 text-xs tracking-[0.2em] text-stone uppercase">{labels[channel.kind]}</span>
                {/* Whole, never cut with an ellipsis: beneath its label where the column is narrow (lg), wrapped only as a last resort. */}
                <span className="min-w-0 [overflow-wrap:anywhere] sm:text-right lg:text-left xl:text-right">{channel.text}</span>
              </span>
              {channel.external ? <span className="sr-only">{newTab}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
