import type { ScreenSeed, Segment } from './screens-data';

/** The segments' names in Arabic. */
export const segmentsAr: Record<Segment, string> = {
  'Highways & Main Roads': 'الطرق السريعة والرئيسية',
  'Malls & Retail': 'مراكز التسوق والتجزئة',
  'Business Districts': 'مناطق الأعمال',
  'Waterfront & Beach': 'الواجهات البحرية والشواطئ',
  'Airport & Travel': 'المطار والسفر',
  'Residential Communities': 'المجتمعات السكنية',
  'Entertainment & Leisure': 'الترفيه والتسلية',
};

/** Each seeded screen's name and location in Arabic, by its English name. */
export const screensAr: Record<string, { name: string; location: string }> = {
  'Trade Centre Gateway': {
    name: 'بوابة المركز التجاري',
    location: 'شارع الشيخ زايد، مركز دبي التجاري العالمي',
  },
  'Emirates Towers Skyline': {
    name: 'أفق أبراج الإمارات',
    location: 'شارع الشيخ زايد، أبراج الإمارات',
  },
  'Financial Centre Flyover': {
    name: 'جسر المركز المالي',
    location: 'شارع الشيخ زايد، محطة مترو المركز المالي',
  },
  'Al Manara Interchange': {
    name: 'تقاطع المنارة',
    location: 'شارع الشيخ زايد، التقاطع الثالث، القوز',
  },
  'Internet City Interchange': {
    name: 'تقاطع مدينة دبي للإنترنت',
    location: 'شارع الشيخ زايد، التقاطع الخامس، مدينة دبي للإنترنت',
  },
  'Jebel Ali Approach': {
    name: 'مدخل جبل علي',
    location: 'شارع الشيخ زايد، تقاطع ابن بطوطة',
  },
  'Al Khail Meydan Link': {
    name: 'وصلة الخيل – ميدان',
    location: 'شارع الخيل، ميدان',
  },
  'Maktoum Bridge Crossing': {
    name: 'معبر جسر آل مكتوم',
    location: 'جسر آل مكتوم، عود ميثاء',
  },
  'Trade Centre Road Karama': {
    name: 'شارع المركز التجاري – الكرامة',
    location: 'شارع المركز التجاري، الكرامة',
  },
  'Emirates Road Silicon Oasis': {
    name: 'طريق دبي – العين، واحة السيليكون',
    location: 'طريق دبي – العين (E66)، واحة دبي للسيليكون',
  },
  'Dubai Mall Fashion Avenue': {
    name: 'دبي مول – فاشن أفينيو',
    location: 'دبي مول، فاشن أفينيو، وسط مدينة دبي',
  },
  'Dubai Mall Metro Link': {
    name: 'جسر مترو دبي مول',
    location: 'جسر المترو المؤدي إلى دبي مول، وسط مدينة دبي',
  },
  'Mall of the Emirates Atrium': {
    name: 'ردهة مول الإمارات',
    location: 'مول الإمارات، البرشاء 1',
  },
  'Ski Dubai Entrance': {
    name: 'مدخل سكي دبي',
    location: 'مول الإمارات، مدخل سكي دبي',
  },
  'Deira City Centre Concourse': {
    name: 'ممر سيتي سنتر ديرة',
    location: 'سيتي سنتر ديرة، بور سعيد',
  },
  'Mirdif City Centre Plaza': {
    name: 'ساحة سيتي سنتر مردف',
    location: 'سيتي سنتر مردف، مردف',
  },
  'Ibn Battuta Gate': {
    name: 'بوابة ابن بطوطة',
    location: 'ابن بطوطة مول، قرية جبل علي',
  },
  'Al Ghurair Centre Facade': {
    name: 'واجهة مركز الغرير',
    location: 'مركز الغرير، شارع الرقة، ديرة',
  },
  'Dubai Hills Mall Galleria': {
    name: 'رواق دبي هيلز مول',
    location: 'دبي هيلز مول، دبي هيلز استيت',
  },
  'Nakheel Mall Rooftop': {
    name: 'سطح نخيل مول',
    location: 'نخيل مول، نخلة جميرا',
  },
  'Festival City Waterfront': {
    name: 'واجهة فستيفال سيتي البحرية',
    location: 'دبي فستيفال سيتي مول، البادية',
  },
  'DIFC Gate Avenue': {
    name: 'جيت أفينيو – مركز دبي المالي العالمي',
    location: 'جيت أفينيو، مركز دبي المالي العالمي',
  },
  'DIFC Gate Village Courtyard': {
    name: 'ساحة قرية البوابة',
    location: 'قرية البوابة، مركز دبي المالي العالمي',
  },
  'Bay Avenue Business Bay': {
    name: 'باي أفينيو – الخليج التجاري',
    location: 'باي أفينيو، الخليج التجاري',
  },
  'Marasi Drive Canal View': {
    name: 'إطلالة القناة – شارع مراسي',
    location: 'شارع مراسي، الخليج التجاري',
  },
  'Business Bay Metro Plaza': {
    name: 'ساحة مترو الخليج التجاري',
    location: 'محطة مترو الخليج التجاري، شارع الشيخ زايد',
  },
  'Internet City Campus': {
    name: 'حرم مدينة دبي للإنترنت',
    location: 'مدينة دبي للإنترنت، الصفوح',
  },
  'Dubai Marina Walk Promenade': {
    name: 'ممشى مرسى دبي',
    location: 'ممشى المرسى، دبي مارينا',
  },
  'Marina Mall Waterfront': {
    name: 'الواجهة البحرية لمارينا مول',
    location: 'دبي مارينا مول، دبي مارينا',
  },
  'JBR The Walk': {
    name: 'ذا ووك – جي بي آر',
    location: 'ذا ووك، مساكن شاطئ جميرا (جي بي آر)',
  },
  'The Beach JBR Boardwalk': {
    name: 'ممشى ذا بيتش – جي بي آر',
    location: 'ذا بيتش، مقابل مساكن شاطئ جميرا',
  },
  'Bluewaters Bridge': {
    name: 'جسر بلوواترز',
    location: 'جزيرة بلوواترز، بالقرب من عين دبي',
  },
  'La Mer Beachfront': {
    name: 'شاطئ لا مير',
    location: 'لا مير، جميرا 1',
  },
  'Kite Beach Boulevard': {
    name: 'بوليفارد شاطئ كايت بيتش',
    location: 'شارع شاطئ جميرا، كايت بيتش، أم سقيم',
  },
  'Madinat Jumeirah Approach': {
    name: 'مدخل مدينة جميرا',
    location: 'شارع شاطئ جميرا، مدينة جميرا',
  },
  'Atlantis Crescent Road': {
    name: 'طريق الهلال – أتلانتس',
    location: 'طريق الهلال، أتلانتس النخلة',
  },
  'Creek Harbour Promenade': {
    name: 'ممشى خور دبي',
    location: 'مرسى خور دبي، رأس الخور',
  },
  'DXB Terminal 3 Arrivals': {
    name: 'صالة الوصول – المبنى 3',
    location: 'مطار دبي الدولي (DXB)، صالة الوصول في المبنى 3',
  },
  'Airport Road Casablanca': {
    name: 'شارع المطار – الدار البيضاء',
    location: 'شارع المطار (شارع الدار البيضاء)، القرهود',
  },
  'Garhoud Airport Tunnel Exit': {
    name: 'مخرج نفق المطار – القرهود',
    location: 'نفق المطار، القرهود',
  },
  'DXB Terminal 1 Departures': {
    name: 'صالة المغادرة – المبنى 1',
    location: 'مطار دبي الدولي (DXB)، صالة المغادرة في المبنى 1',
  },
  'Expo City Boulevard': {
    name: 'بوليفارد مدينة إكسبو',
    location: 'مدينة إكسبو دبي، جبل علي',
  },
  'Dubai Hills Boulevard': {
    name: 'بوليفارد دبي هيلز',
    location: 'بوليفارد دبي هيلز، دبي هيلز استيت',
  },
  'Al Barsha Pond Park': {
    name: 'حديقة بحيرة البرشاء',
    location: 'حديقة بحيرة البرشاء، البرشاء 2',
  },
  'Motor City Circuit': {
    name: 'حلبة موتور سيتي',
    location: 'موتور سيتي، شارع الشيخ محمد بن زايد',
  },
  'Al Barsha Service Road': {
    name: 'الطريق الخدمي في البرشاء',
    location: 'البرشاء 1، بالقرب من محطة مترو مول الإمارات',
  },
  'Downtown Boulevard Burj View': {
    name: 'إطلالة البرج – بوليفارد وسط المدينة',
    location: 'بوليفارد محمد بن راشد، وسط مدينة دبي',
  },
  'Dubai Opera Plaza': {
    name: 'ساحة دبي أوبرا',
    location: 'حي دبي أوبرا، وسط مدينة دبي',
  },
  'City Walk Central': {
    name: 'قلب سيتي ووك',
    location: 'سيتي ووك، الوصل',
  },
  'Alserkal Avenue Arts': {
    name: 'فنون السركال أفينيو',
    location: 'السركال أفينيو، القوز 1',
  },
  'Global Village Gate': {
    name: 'بوابة القرية العالمية',
    location: 'القرية العالمية، شارع الشيخ محمد بن زايد',
  },
  'Al Fahidi Heritage Walk': {
    name: 'ممشى الفهيدي التراثي',
    location: 'حي الفهيدي التاريخي، بر دبي',
  },
  'Gold Souk Gateway': {
    name: 'بوابة سوق الذهب',
    location: 'سوق الذهب في ديرة، الراس',
  },
};

/** Screen formats as Arabic copy names them. */
const mediaTypesAr: Record<string, string> = {
  'Bridge Banner LED': 'شاشة LED على جسر',
  'Digital Totem': 'شاشة رقمية عمودية',
  'Facade LED': 'شاشة LED على واجهة مبنى',
  'Indoor LED Wall': 'جدار LED داخلي',
  'Mall Digital Screen': 'شاشة رقمية في مركز تسوق',
  'Rooftop LED': 'شاشة LED على سطح مبنى',
  'Street LED Panel': 'لوحة LED في الشارع',
  'Unipole LED': 'شاشة LED على عمود',
  'Video Wall': 'جدار فيديو',
};

const audiencesAr: Record<Segment, string> = {
  'Highways & Main Roads': 'المتنقلين والسائقين على أحد أكثر المحاور ازدحاماً في الإمارة',
  'Malls & Retail': 'المتسوقين في اللحظة التي يكونون فيها مستعدين للشراء',
  'Business Districts': 'المديرين والمهنيين وصنّاع القرار خلال يوم العمل',
  'Waterfront & Beach': 'السكان والسياح الذين يستمتعون بالواجهة البحرية ليلاً ونهاراً',
  'Airport & Travel': 'المسافرين القادمين إلى دبي والمغادرين منها',
  'Residential Communities': 'العائلات بالقرب من منازلها، طوال أيام الأسبوع',
  'Entertainment & Leisure': 'الزوار الباحثين عن الثقافة والمطاعم والترفيه',
};

/** Seconds in Arabic, with the noun agreeing with the number as the grammar asks. */
function secondsAr(count: number): string {
  if (count >= 3 && count <= 10) return `${count} ثوانٍ`;
  return `${count} ثانية`;
}

/** The Arabic name, location, title and description of a seeded screen. */
export function describeScreenAr(screen: ScreenSeed): {
  nameAr: string;
  locationAr: string;
  titleAr: string;
  descriptionAr: string;
} {
  const names = screensAr[screen.name];
  if (!names) throw new Error(`No Arabic name for the seeded screen ${screen.name}`);
  const portrait = screen.size.startsWith('1080x') || screen.size.startsWith('720x');
  const mediaType = mediaTypesAr[screen.mediaType] ?? screen.mediaType;
  const faces =
    screen.screens === 1
      ? 'واجهة واحدة بارزة'
      : screen.screens === 2
        ? 'واجهتان متزامنتان'
        : `${screen.screens} واجهات متزامنة`;
  return {
    nameAr: names.name,
    locationAr: names.location,
    titleAr: `${mediaType} في ${names.location.split('،')[0]}`,
    descriptionAr:
      `شاشة عالية السطوع بوضع ${portrait ? 'عمودي' : 'أفقي'} من نوع «${mediaType}»، ` +
      `تصل إلى ${audiencesAr[screen.segment]}. ` +
      `${faces} بدقة ${screen.size}، تعرض إعلانات تصل مدتها إلى ${secondsAr(screen.duration)} ` +
      'في دورة متكررة من السادسة صباحاً حتى الثانية بعد منتصف الليل.',
  };
}
