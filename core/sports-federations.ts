/**
 * French sports federations offered by the add-club form (product.md section 5), plus 'Other'.
 * Proper names, shown as they are in both languages; the form stores the chosen name.
 */
export const SPORTS_FEDERATION_OTHER = "Other";

export const sportsFederations = [
  "Fédération française d'aéromodélisme",
  "Fédération française d'aéronautique",
  "Fédération française d'aïkido, aïkibudo et affinitaires",
  "Fédération française d'athlétisme",
  "Fédération française d'aviron",
  "Fédération française de badminton",
  "Fédération française de ball-trap",
  "Fédération française de baseball et softball",
  "Fédération française de basket-ball",
  "Fédération française de billard",
  "Fédération française de bowling et de sport de quilles",
  "Fédération française de boxe",
  "Fédération française de canoë-kayak et sports de pagaie",
  "Fédération française de char à voile",
  "Fédération française de course camarguaise",
  "Fédération française de course landaise",
  "Fédération française de cyclisme",
  "Fédération française de cyclotourisme",
  "Fédération française de danse",
  "Fédération française d'échecs",
  "Fédération française d'équitation",
  "Fédération française d'escrime",
  "Fédération française d'études et de sports sous-marins",
  "Fédération française de football",
  "Fédération française de football américain",
  "Fédération française de force",
  "Fédération française de golf",
  "Fédération française de gymnastique",
  "Fédération française d'haltérophilie – musculation",
  "Fédération française de handball",
  "Fédération française de hockey",
  "Fédération française de hockey sur glace",
  "Fédération française de judo, jujitsu, kendo et disciplines associées",
  "Fédération française de karaté et disciplines associées",
  "Fédération française de kick boxing, muay thaï et disciplines associées",
  "Fédération française de la montagne et de l'escalade",
  "Fédération française de lutte et disciplines associées",
  "Fédération française de motocyclisme",
  "Fédération française de motonautique",
  "Fédération française de natation",
  "Fédération française de parachutisme",
  "Fédération française de pelote basque",
  "Fédération française de pentathlon moderne",
  "Fédération française de pétanque et jeu provençal",
  "Fédération française de planeur ultra-léger motorisé",
  "Fédération française de polo",
  "Fédération française de roller et skateboard",
  "Fédération française de rugby",
  "Fédération française de rugby à XIII",
  "Fédération française de sauvetage et de secourisme",
  "Fédération française de ski",
  "Fédération française de savate boxe française et disciplines associées",
  "Fédération française de sport automobile",
  "Fédération française de sport adapté",
  "Fédération française de sports de glace",
  "Fédération française de squash",
  "Fédération française de surf",
  "Fédération française de taekwondo et disciplines associées",
  "Fédération française de tennis",
  "Fédération française de tennis de table",
  "Fédération française de tir",
  "Fédération française de tir à l'arc",
  "Fédération française de triathlon",
  "Fédération française de twirling bâton",
  "Fédération française de vol en planeur",
  "Fédération française de vol libre",
  "Fédération française de voile",
  "Fédération française de volley",
  "Fédération française de water-ski et wakeboard",
  "Fédération française de baby-foot",
  "Fédération française de balle au tambourin",
  "Fédération française de boules",
  "Fédération française de cerf-volant",
  "Fédération française de course d'orientation",
  "Fédération française de crosse",
  "Fédération française de darts",
  "Fédération française de flying disc",
  "Fédération française de jeu de dames",
  "Fédération française de joutes et de sauvetage nautique",
  "Fédération française de longue paume",
  "Fédération française de la randonnée pédestre",
  "Fédération française de sports de traîneau",
  "Fédération française de spéléologie",
  "Fédération française de la retraite sportive",
  "Fédération française des clubs alpins et de montagne",
  "Fédération française des sports de contact et disciplines associées",
  "Fédération française des sports populaires",
  "Fédération française du sport boules",
  "Fédération française du sport d'entreprise",
  "Fédération française du sport travailliste",
  "Fédération française d'éducation physique et de gymnastique volontaire",
  "Fédération française handisport",
  "Fédération française de wushu, arts énergétiques et martiaux chinois",
  "Fédération sportive et culturelle de France",
  "Fédération sportive et gymnique du travail",
  "Union française des œuvres laïques d'éducation physique",
  "Union nationale du sport scolaire",
  "Union sportive de l'enseignement du premier degré",
] as const;

/** A name as the list is searched: no accent, case, curly apostrophe or repeated space. */
const comparable = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2019`]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * The sports federation of a club joining with a federation's invitation (issue 31.6, decision 153):
 * the federation says which, so nobody picks it among a hundred. The list's spelling when the
 * federation is in it ("Fédération Française de Tennis de Table" is the list's "Fédération française
 * de tennis de table"), else the federation's own name.
 */
export function sportsFederationOf(federationName: string): string {
  const wanted = comparable(federationName);
  return sportsFederations.find((name) => comparable(name) === wanted) ?? federationName.trim();
}
