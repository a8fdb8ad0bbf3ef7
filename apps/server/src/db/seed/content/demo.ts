import type { BonusRule, Locale } from "@ask/contracts";

/**
 * Demo content for the "Ask & Earn" (有问必赏) marketplace: users, questions and answers
 * in every supported language. Pure data — the seed script turns it into rows.
 * Channel/category keys reference `channels.ts`.
 */

export interface DemoUser {
  username: string;
  lang: Locale;
  role: "user" | "expert" | "publisher";
  /** Channel icon; only for experts. */
  expertChannel?: string;
}

export interface DemoComment {
  /** A DemoUser username, never the question's author. */
  author: string;
  /** Plain text; may contain \n line breaks. */
  content: string;
  /** The question author's star rating of this comment. */
  publisherRating?: 1 | 2 | 3 | 4 | 5;
  hoursAfterQuestion: number;
}

export interface DemoQuestion {
  author: string;
  /** Channel icon, e.g. "finance". */
  channel: string;
  /** Key of a top-level category of that channel. */
  categoryTop: string;
  /** Key of a child of categoryTop. */
  category: string;
  /** Simple HTML: <p>, <ul><li>, <strong>, <em>, <br>. */
  contentHtml: string;
  bonusYuan: number;
  paidYuan: number;
  bonusRule: BonusRule;
  isPublic: boolean;
  daysAgo: number;
  /** Relative to now; always > -daysAgo. */
  deadlineInDays: number;
  likedBy: string[];
  favoritedBy: string[];
  comments: DemoComment[];
}

export const DEMO_USERS: DemoUser[] = [
  // zh
  { username: "wang_lei", lang: "zh", role: "user" },
  { username: "zhang_guoqiang", lang: "zh", role: "user" },
  { username: "li_na", lang: "zh", role: "publisher" },
  { username: "sun_hao", lang: "zh", role: "user" },
  { username: "chen_jing", lang: "zh", role: "expert", expertChannel: "finance" },
  { username: "zhao_min", lang: "zh", role: "expert", expertChannel: "agriculture" },
  // zh_tw
  { username: "lin_yuting", lang: "zh_tw", role: "user" },
  { username: "tsai_chengyu", lang: "zh_tw", role: "expert", expertChannel: "healthcare" },
  // en
  { username: "emily_carter", lang: "en", role: "publisher" },
  { username: "karim_nasser", lang: "en", role: "expert", expertChannel: "water" },
  // de, fr, es, ja, ar, pt
  { username: "klaus_becker", lang: "de", role: "expert", expertChannel: "machinery" },
  { username: "camille_dubois", lang: "fr", role: "user" },
  { username: "javier_moreno", lang: "es", role: "user" },
  { username: "tanaka_yuki", lang: "ja", role: "user" },
  { username: "omar_haddad", lang: "ar", role: "user" },
  { username: "joao_ferreira", lang: "pt", role: "publisher" },
];

export const DEMO_QUESTIONS: DemoQuestion[] = [
  // ───────────────────────────── zh ─────────────────────────────
  {
    author: "zhang_guoqiang",
    channel: "agriculture",
    categoryTop: "agriculture-crops",
    category: "agriculture-crops-pests",
    contentHtml:
      "<p>我在山东寿光有两个冬暖式大棚，种的是粉果<strong>番茄</strong>，9月初定植，现在第一穗果刚坐住。最近一周发现顶部新叶变小、叶片边缘发黄往上卷，植株明显矮了一截，两个棚加起来有三十多棵是这样。</p>" +
      "<p>棚里白粉虱不少，黄板上粘了一层。想请教：</p>" +
      "<ul><li>这是黄化曲叶病毒病，还是高温引起的生理性卷叶？</li><li>已经发病的植株还有救吗，要不要拔掉？</li></ul>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 3,
    deadlineInDays: 4,
    likedBy: ["zhao_min", "li_na", "sun_hao", "tsai_chengyu"],
    favoritedBy: ["zhao_min", "li_na"],
    comments: [
      {
        author: "zhao_min",
        content:
          "从描述看更像番茄黄化曲叶病毒病（TY病毒）：顶部新叶变小、叶缘黄化上卷、植株矮化，再加上棚里白粉虱多，基本吻合。生理性卷叶一般是中下部老叶先卷，叶片变厚但颜色正常，而且中午卷、早晚能部分恢复。\n" +
          "病毒病目前没有药能治，已经明显矮化的植株建议尽早拔除，装袋带出棚外处理，不然会一直当毒源。\n" +
          "重点是控白粉虱：放风口和门口加50–60目防虫网，棚内均匀挂黄板；药剂可以选啶虫脒、螺虫乙酯、溴氰虫酰胺等不同作用机理的轮换使用，严格按标签用量和安全间隔期。下一茬建议选带Ty-1或Ty-3抗病基因的品种。",
        publisherRating: 5,
        hoursAfterQuestion: 5,
      },
      {
        author: "li_na",
        content:
          "我老家嘉兴的亲戚去年秋茬也遇到过。拔掉病株以后，把棚边的杂草也清干净了，杂草上也藏白粉虱。另外检查一下防虫网有没有破洞，他们就是门口没挂网漏进来的。",
        publisherRating: 3,
        hoursAfterQuestion: 20,
      },
    ],
  },
  {
    author: "zhang_guoqiang",
    channel: "agriculture",
    categoryTop: "agriculture-business",
    category: "agriculture-business-land",
    contentHtml:
      "<p>村里有个合作社想流转我家的20亩承包地种大蒜，每亩每年租金900元，合同想签到2040年。我家的承包合同是二轮承包时签的，上面写的期限到2028年。</p>" +
      "<p>想问：<strong>流转期限超过我自己的承包期，这个合同有效吗？</strong>到2028年以后会不会出问题？另外租金是一年一付还是一次性付清比较稳妥？</p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "publisher_agree",
    isPublic: false,
    daysAgo: 14,
    deadlineInDays: 16,
    likedBy: [],
    favoritedBy: [],
    comments: [
      {
        author: "zhao_min",
        content:
          "按《农村土地承包法》，土地经营权流转的期限不得超过承包期的剩余期限，所以合同写到2040年，超出部分存在效力风险。不过国家已经明确第二轮土地承包到期后再延长三十年，可以先到乡镇农经站问清楚你们村延包的安排。\n" +
          "稳妥的做法是：合同期限先签到现有承包期届满，同时约定“延包后同等条件下优先续签”；尽量用农业农村部门的示范合同文本，并到乡镇备案。\n" +
          "租金建议一年一付、先付后用，写明几年调整一次租金的办法，也要写清楚到期后地上附着物怎么处理、地力如何恢复。",
        publisherRating: 4,
        hoursAfterQuestion: 9,
      },
    ],
  },
  {
    author: "wang_lei",
    channel: "finance",
    categoryTop: "finance-tax",
    category: "finance-tax-income",
    contentHtml:
      "<p>我是深圳的自由职业程序员，2024年给一家美国公司做外包，对方每月通过 Payoneer 打款，全年大约4.2万美元，美国那边没有扣过税。我在国内没有注册公司，也没有单位帮我报税。</p>" +
      "<p>想请教：</p>" +
      "<ul><li>这笔钱在国内需要交个税吗？按什么所得申报？</li><li>已经过了申报期，现在补报会不会有滞纳金或罚款？</li><li>以后有没有更合规、税负也合理的方式，比如注册个体户？</li></ul>",
    bonusYuan: 100,
    paidYuan: 50,
    bonusRule: "first_five_star",
    isPublic: true,
    daysAgo: 5,
    deadlineInDays: 9,
    likedBy: ["sun_hao", "li_na", "emily_carter", "lin_yuting"],
    favoritedBy: ["sun_hao", "lin_yuting", "li_na"],
    comments: [
      {
        author: "chen_jing",
        content:
          "你在国内有住所，属于居民个人，境外取得的所得同样要在国内纳税。给境外公司提供技术服务的收入，一般按劳务报酬所得并入综合所得，按年适用3%–45%的超额累进税率，收入额按收入减除20%费用计算。\n" +
          "境外所得应在取得所得的次年3月1日至6月30日自行申报，个人所得税App里有“境外所得申报”入口。\n" +
          "逾期补报需要补缴税款，并按日加收万分之五的滞纳金；是否处罚要看具体情况，主动补报一般比被税务机关发现后再处理要好。金额不小，建议带着合同和收款流水先找主管税务局或税务师做一次测算。\n" +
          "长期接单的话，可以考虑注册个体工商户或小微企业，用经营主体签约、开票、收款，但税负要结合当地核定或查账征收政策具体算，不要只看网上说的税率。",
        publisherRating: 5,
        hoursAfterQuestion: 3,
      },
      {
        author: "sun_hao",
        content:
          "补充一个实操的点：从 Payoneer 提现到国内银行卡时，银行可能会让你说明款项性质，提前准备好和客户的服务合同、invoice，按实际的服务收入如实申报，别写成亲友汇款，后面报税这些材料也用得上。",
        publisherRating: 3,
        hoursAfterQuestion: 9,
      },
    ],
  },
  {
    author: "li_na",
    channel: "finance",
    categoryTop: "finance-personal",
    category: "finance-personal-retirement",
    contentHtml:
      "<p>我今年35岁，在杭州一家外企做财务，月薪税前2.3万，社保公积金都按标准交。最近银行一直推销<strong>个人养老金</strong>账户，说每年存12000元可以抵税。</p>" +
      "<p>想知道：以我的收入，开个人养老金账户到底能省多少税？钱要锁到退休才能取，值不值得？另外和商业养老保险比，哪个更适合做补充养老？</p>",
    bonusYuan: 30,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 9,
    deadlineInDays: 5,
    likedBy: ["wang_lei", "sun_hao", "chen_jing", "lin_yuting", "zhang_guoqiang"],
    favoritedBy: ["wang_lei", "lin_yuting"],
    comments: [
      {
        author: "chen_jing",
        content:
          "先算账：个人养老金每年最多缴12000元，可以在综合所得中全额扣除。你月薪2.3万，扣掉社保公积金和专项附加扣除后，边际税率一般在10%或20%这一档，对应一年少交约1200元或2400元个税。\n" +
          "领取时按3%单独计税，12000元对应360元，所以实际节税是两者之差。边际税率越高越划算；如果边际税率只有3%，基本没有意义。\n" +
          "缺点是流动性：除了达到退休年龄、完全丧失劳动能力、出国（境）定居等少数情形，中途取不出来。建议先留足半年左右的应急资金再考虑。\n" +
          "账户里的钱可以买储蓄存款、理财、公募基金和商业养老保险产品，不必只选一种。商业养老保险胜在确定性，可以配置一部分，但要看清保证利率和前几年的退保损失。",
        publisherRating: 5,
        hoursAfterQuestion: 6,
      },
      {
        author: "wang_lei",
        content:
          "我开了户，结果只存过一次就忘了。提醒一句：只开户不存钱没有任何好处，银行送的立减金主要是冲开户量的，真打算每年存再开。",
        publisherRating: 2,
        hoursAfterQuestion: 26,
      },
      {
        author: "sun_hao",
        content:
          "补充一点：个人养老金一年内可以分多次缴，不用一次存满12000元，当年缴的部分在当年扣除。可以先在年底根据全年收入算一下边际税率，再决定存多少。",
        publisherRating: 3,
        hoursAfterQuestion: 40,
      },
    ],
  },
  {
    author: "li_na",
    channel: "healthcare",
    categoryTop: "healthcare-family",
    category: "healthcare-family-children",
    contentHtml:
      "<p>孩子4岁半，体重17公斤，昨晚开始发烧，半夜量腋温39.2℃，吃了一次布洛芬混悬液，两个小时后降到38.1℃，早上又升到38.9℃。精神还可以，能吃点粥，没有咳嗽和皮疹。</p>" +
      "<p>家里还有对乙酰氨基酚。请问两种药可以交替吃吗？一天最多能吃几次？<strong>什么情况下必须去医院？</strong></p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "first_reply",
    isPublic: true,
    daysAgo: 1.2,
    deadlineInDays: 1,
    likedBy: ["chen_jing", "zhao_min"],
    favoritedBy: ["chen_jing", "sun_hao"],
    comments: [
      {
        author: "tsai_chengyu",
        content:
          "不建议常规交替使用两种退烧药，容易算错剂量，效果也没有明显更好。选一种按体重给药就行：布洛芬一般间隔6–8小时，对乙酰氨基酚间隔4–6小时，24小时内都不超过4次，具体剂量按说明书上17公斤对应的量。\n" +
          "退烧的目的是让孩子舒服，不是非要降到正常，精神好、能喝水比体温数字更重要。多喝水，别捂太多衣服。\n" +
          "出现以下任一情况请及时就医：发烧超过3天；精神差、嗜睡、叫不醒；抽搐；呼吸急促或费力；皮疹按压不褪色；持续呕吐或尿量明显减少；剧烈头痛、脖子发硬。",
        publisherRating: 5,
        hoursAfterQuestion: 1.5,
      },
      {
        author: "chen_jing",
        content:
          "如果幼儿园里最近有流感，建议发烧48小时内去医院查一下流感抗原。我家孩子上个月就是甲流，确诊后医生开了抗病毒药，越早用效果越好。",
        publisherRating: 4,
        hoursAfterQuestion: 4,
      },
    ],
  },
  {
    author: "sun_hao",
    channel: "software",
    categoryTop: "software-web",
    category: "software-web-databases",
    contentHtml:
      "<p>线上用的是 MySQL 8.0，orders 表大约3000万行，后台订单列表按 created_at 倒序分页，SQL 类似 <strong>ORDER BY created_at DESC LIMIT 200000, 20</strong>。created_at 上有索引，前几页只要几十毫秒，翻到一万页以后单次查询要4秒多。</p>" +
      "<p>EXPLAIN 显示走了 created_at 索引，但 rows 很大。深分页有什么成熟的优化方案？产品那边希望保留“跳到第N页”的功能。</p>",
    bonusYuan: 88,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 6,
    deadlineInDays: 1,
    likedBy: ["wang_lei", "emily_carter", "lin_yuting"],
    favoritedBy: ["wang_lei", "lin_yuting", "emily_carter"],
    comments: [
      {
        author: "wang_lei",
        content:
          "根本原因是 LIMIT 200000,20 要先按索引顺序扫描并回表20万多行，再把前20万行丢掉，索引只能帮你省掉排序，跳不过这些行。\n" +
          "常用两种改法：\n" +
          "1. 游标分页（keyset）：记住上一页最后一条的 created_at 和 id，下一页用 WHERE created_at < ? OR (created_at = ? AND id < ?) ORDER BY created_at DESC, id DESC LIMIT 20，耗时和页数无关。\n" +
          "2. 延迟关联：先 SELECT id FROM orders ORDER BY created_at DESC LIMIT 200000,20，InnoDB 二级索引叶子节点自带主键，这一步是覆盖索引、不回表；再用这20个 id JOIN 回原表取整行，回表次数从20万降到20。\n" +
          "“跳到第N页”可以用第2种兜底，同时限制最大页数；实际上很少有人真翻到一万页，加上时间范围筛选更实用。",
        publisherRating: 5,
        hoursAfterQuestion: 2,
      },
    ],
  },
  {
    author: "sun_hao",
    channel: "software",
    categoryTop: "software-data-ai",
    category: "software-data-ai-llm",
    contentHtml:
      "<p>公司想在内网部署一个知识库问答，机器是一张 RTX 4090（24GB 显存）加 64GB 内存，打算用 Qwen2.5-7B-Instruct，同时在线大概20人。</p>" +
      "<p>纠结用 Ollama 还是 vLLM：Ollama 部署简单，但听说并发不行；vLLM 吞吐高但配置复杂。7B 模型在24GB上跑 FP16 够不够？需要上 AWQ 量化吗？求有实际部署经验的朋友给点建议。</p>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "first_five_star",
    isPublic: true,
    daysAgo: 0.4,
    deadlineInDays: 7,
    likedBy: ["wang_lei"],
    favoritedBy: [],
    comments: [],
  },
  {
    author: "sun_hao",
    channel: "healthcare",
    categoryTop: "healthcare-mental",
    category: "healthcare-mental-sleep",
    contentHtml:
      "<p>我是成都的程序员，最近三个月项目赶工，几乎每天凌晨1点以后才睡。现在就算早点上床也要躺一个多小时才能睡着，凌晨4点左右会醒，醒了就再也睡不着。</p>" +
      "<p>同事推荐吃褪黑素，我网上买了一瓶3毫克的。想问褪黑素对这种情况有用吗？能长期吃吗？除了吃药还有什么办法？</p>",
    bonusYuan: 8.8,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 11,
    deadlineInDays: -4,
    likedBy: ["wang_lei", "chen_jing", "emily_carter"],
    favoritedBy: ["wang_lei"],
    comments: [
      {
        author: "tsai_chengyu",
        content:
          "褪黑素对倒时差、作息整体往后推的情况比较有帮助，对这种持续几个月的失眠效果通常有限；而且市面上不少褪黑素产品是保健食品，剂量和纯度参差不齐。偶尔短期用问题不大，不建议自己长期吃。\n" +
          "慢性失眠首选的是失眠认知行为治疗（CBT-I），核心几条：每天固定起床时间（包括周末）；困了才上床，躺20分钟左右睡不着就起来做点安静的事；床只用来睡觉；下午以后不喝咖啡和浓茶；睡前一小时不看工作消息和手机。\n" +
          "坚持两三周仍然没有改善，或者白天情绪低落、心慌，建议去医院睡眠门诊或精神心理科，由医生评估是否需要用药。",
        publisherRating: 5,
        hoursAfterQuestion: 10,
      },
      {
        author: "chen_jing",
        content:
          "我每年报税季也失眠，在睡眠门诊学过“睡眠限制”：先把在床上的时间压缩到实际能睡着的时长，睡得踏实以后再每周往前提15分钟上床。头两周很难熬，但确实有用，最好在医生指导下做。",
        publisherRating: 4,
        hoursAfterQuestion: 30,
      },
    ],
  },
  {
    author: "wang_lei",
    channel: "law",
    categoryTop: "law-business",
    category: "law-business-debt",
    contentHtml:
      "<p>去年10月我帮广州一家小公司开发了一个微信小程序，口头约定总价6万元，先付了2.2万，剩下3.8万说上线后结清。小程序今年3月已经上线在用，但对方老板一直拖，说资金周转不过来，最近微信也不怎么回了。</p>" +
      "<p>我们没签书面合同，只有微信聊天记录（有报价、需求确认，还有对方说“上线后付尾款”的语音）和转账记录。这种情况怎么追款？走诉讼的话流程和费用大概是怎样的？</p>",
    bonusYuan: 100,
    paidYuan: 30,
    bonusRule: "publisher_agree",
    isPublic: true,
    daysAgo: 12,
    deadlineInDays: -2,
    likedBy: ["sun_hao", "lin_yuting", "li_na"],
    favoritedBy: ["sun_hao", "lin_yuting"],
    comments: [
      {
        author: "chen_jing",
        content:
          "没有书面合同不代表合同不成立，微信聊天记录、语音、转账记录都可以作为电子数据证据。先做几件事：保留原始手机和聊天记录，不要删除；把语音转成文字并截图；必要时去公证处或通过可靠的电子存证平台固定证据。再查一下对方的工商信息，确认和你对接的是公司还是老板个人。\n" +
          "然后可以先发一份正式的催款函或律师函，很多拖欠方收到就会来谈。诉讼时效一般是三年，你这种情况大致从上线后对方应付而未付时起算，不用慌，但也别拖。",
        publisherRating: 4,
        hoursAfterQuestion: 8,
      },
      {
        author: "sun_hao",
        content:
          "我去年追过一笔两万多的外包尾款，走的是小额诉讼：标的额在当地上年度就业人员年平均工资50%以下、事实清楚的简单金钱纠纷，可以适用小额诉讼程序，一审终审，审理快，诉讼费也比普通程序低。\n" +
          "现在可以在“人民法院在线服务”小程序上网上立案，起诉状写清楚双方信息、金额和事实经过，证据按时间线整理好。法院通常会先引导诉前调解，有的老板接到法院电话就付了。",
        publisherRating: 5,
        hoursAfterQuestion: 20,
      },
    ],
  },
  {
    author: "zhao_min",
    channel: "water",
    categoryTop: "water-irrigation",
    category: "water-irrigation-drip",
    contentHtml:
      "<p>我在河北邯郸指导一个合作社的日光温室，种<strong>番茄</strong>和黄瓜，用的是水肥一体化滴灌，水源是一口140米深的机井。用了两季后很多滴头出水明显变小，剪开滴灌带能看到白色硬垢，有些地方还有滑腻的黏泥。</p>" +
      "<p>水质报告显示总硬度偏高，平时追肥用的是磷酸二氢钾和硝酸钙。请问：</p>" +
      "<ul><li>白垢和黏泥分别是什么原因造成的？</li><li>已经堵了的滴灌带能不能酸洗恢复？</li><li>以后施肥方案怎么调整才能减少堵塞？</li></ul>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 21,
    deadlineInDays: -7,
    likedBy: ["zhang_guoqiang", "karim_nasser", "javier_moreno"],
    favoritedBy: ["zhang_guoqiang", "karim_nasser"],
    comments: [
      {
        author: "zhang_guoqiang",
        content:
          "我们寿光这边井水也硬。白垢基本是碳酸钙和磷酸钙，磷酸二氢钾和硝酸钙放在一个桶里，钙和磷直接就沉淀了。我们现在分成两个桶，钙肥和磷肥错开不同次冲施，每次施完肥再用清水滴15到20分钟把管道冲干净。\n" +
          "每茬收完用农用磷酸或硝酸兑水酸洗一次，把酸液打进管网泡半小时左右，再打开末端冲洗，堵得不严重的基本能通。浓度按供应商的建议配，酸一定要往水里加，人要戴手套和护目镜。\n" +
          "滑腻的黏泥一般是细菌和藻类，可以定期往管网里加次氯酸钠处理。注意次氯酸钠千万不能和酸同时加，会产生氯气。",
        publisherRating: 4,
        hoursAfterQuestion: 7,
      },
    ],
  },
  {
    author: "li_na",
    channel: "construction",
    categoryTop: "construction-renovation",
    category: "construction-renovation-waterproofing",
    contentHtml:
      "<p>杭州拱墅区的老小区，房子是2002年的，我家在5楼。楼下邻居说他家卫生间天花板一直滴水，物业来看了认为是我家卫生间漏的。我家卫生间2015年装修过，淋浴区是地面直接铺砖，没有挡水条。</p>" +
      "<p>现在想搞清楚：到底是防水层坏了，还是水管漏？<strong>能不能不砸砖修？</strong>如果要重做防水，正确的工序是什么，大概需要几天？</p>",
    bonusYuan: 200,
    paidYuan: 0,
    bonusRule: "first_five_star",
    isPublic: true,
    daysAgo: 20,
    deadlineInDays: -5,
    likedBy: ["wang_lei", "chen_jing", "sun_hao", "lin_yuting", "zhao_min"],
    favoritedBy: ["chen_jing", "sun_hao", "lin_yuting"],
    comments: [
      {
        author: "zhang_guoqiang",
        content:
          "我早些年在县城干过几年装修，先别急着砸。按顺序排查：\n" +
          "1. 关掉家里所有用水，看水表几个小时内走不走，走字说明给水暗管漏，要找人打压测试定位。\n" +
          "2. 水表不走，就分区域试：先单独在淋浴区放水半小时，让楼下看天花板；再分别试地漏、马桶、洗手盆下水。很多时候是地漏或马桶底座和排水管的接口密封不好。\n" +
          "3. 最后做闭水试验：堵住地漏和下水口，地面蓄水2到3厘米，放48小时，楼下不渗才算合格。\n" +
          "如果只是地漏周边或墙地交接处渗，可以局部注浆加表面渗透型防水处理，不一定全砸。整体重做的话：拆到结构层、找平、墙地阴角做加强层、刷两遍防水涂料（淋浴区墙面至少刷到1.8米）、闭水48小时、再铺砖，前后一般一周左右。",
        publisherRating: 5,
        hoursAfterQuestion: 5,
      },
      {
        author: "sun_hao",
        content:
          "补充：可以先请专业查漏师傅用红外热成像或听漏仪测一下，不用破坏就能大致定位，比直接砸砖省事。另外和楼下的维修费用怎么分担，最好让物业在场时把检测结果记录下来。",
        publisherRating: 3,
        hoursAfterQuestion: 30,
      },
      {
        author: "wang_lei",
        content:
          "我家去年也是楼下天花板滴水，最后查出来是马桶底座下面的密封圈老化，换了一个几十块的法兰密封圈就好了，一块砖都没砸。所以一定先把马桶和地漏排查完再考虑重做防水。",
        publisherRating: 4,
        hoursAfterQuestion: 50,
      },
    ],
  },
  {
    author: "wang_lei",
    channel: "electronics",
    categoryTop: "electronics-circuits",
    category: "electronics-circuits-embedded",
    contentHtml:
      "<p>自己画了一块 ESP32-C3 的温湿度采集板，用18650锂电池供电，想每10分钟醒一次上传数据。程序里调用了 esp_deep_sleep_start()，但万用表测深睡眠电流有2.3mA，官方说应该是微安级别。</p>" +
      "<p>板子上有：AMS1117-3.3 稳压、CH340C 串口芯片（也接在电池这一路）、一颗电源指示 LED、SHT30 传感器，I2C 上拉4.7k。请问电流主要耗在哪里？怎么改？</p>",
    bonusYuan: 30,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 2.5,
    deadlineInDays: 12,
    likedBy: ["sun_hao", "klaus_becker"],
    favoritedBy: ["sun_hao"],
    comments: [
      {
        author: "sun_hao",
        content:
          "大头在电源部分：AMS1117 自身的静态电流就是毫安级（手册典型值5mA左右），光它就把预算吃光了。换成低静态电流的 LDO，比如 HT7333、ME6211、RT9013 这一类，静态电流在几微安到几十微安。\n" +
          "电源指示 LED 直接去掉或者加跳线断开；CH340C 不要挂在电池上，只在插 USB 时供电——其实 ESP32-C3 自带 USB 串口/JTAG，可以不用 CH340。\n" +
          "SHT30 待机电流很小，但最好用 GPIO 或 MOS 管控制它的供电，睡前断电，同时把 I2C 引脚设成输入，避免通过上拉电阻漏电。改完一般能降到几十微安以内。",
        publisherRating: 5,
        hoursAfterQuestion: 4,
      },
    ],
  },
  {
    author: "zhang_guoqiang",
    channel: "machinery",
    categoryTop: "machinery-maintenance",
    category: "machinery-maintenance-hydraulics",
    contentHtml:
      "<p>我家的东方红 LX904 拖拉机用了六年。最近后悬挂提升器挂着旋耕机停在地头，十来分钟就自己往下沉十几厘米，提升也比以前慢。液压油是去年秋天换的。</p>" +
      "<p>修理铺说要换提升器油缸的密封件，报价1500元。想先问问懂行的：下沉一般是什么原因？自己能先排查哪些地方？</p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "first_reply",
    isPublic: true,
    daysAgo: 45,
    deadlineInDays: -9,
    likedBy: ["zhao_min", "klaus_becker"],
    favoritedBy: ["zhao_min"],
    comments: [
      {
        author: "zhao_min",
        content:
          "悬挂下沉常见三类原因：提升器油缸活塞密封磨损内泄；分配器（控制阀）阀芯或单向阀密封不严；安全阀卡滞或弹簧疲劳。提升变慢还要考虑液压泵磨损和吸油滤网堵塞。\n" +
          "自己可以先查：1. 油位够不够，油里有没有气泡、是否乳化发白；2. 拆洗吸油滤网；3. 把下降速度调节阀关到底再观察，如果关死后不沉了，多半是分配器的问题，关死还沉才更可能是油缸或安全阀；4. 看外部管接头有没有渗油。\n" +
          "确认是油缸内泄的话，换密封件是正常维修，1500元包工包料不算离谱，但让师傅拆开后把旧件给你看。",
        publisherRating: 4,
        hoursAfterQuestion: 3,
      },
    ],
  },
  {
    author: "chen_jing",
    channel: "healthcare",
    categoryTop: "healthcare-family",
    category: "healthcare-family-elderly",
    contentHtml:
      "<p>我父亲78岁，和我母亲住在苏州，最近半年记性明显变差，同一件事一天问好几遍，上个月还在小区里迷路了一次。母亲75岁，腰不好，照顾起来很吃力。我在上海工作，只能周末回去。</p>" +
      "<p>想请教：</p>" +
      "<ul><li>应该先去医院看什么科，做哪些检查？</li><li>居家<strong>养老</strong>请保姆，和去养老院、日间照料中心相比，各自要注意什么？</li><li>苏州有长期护理保险，一般怎么申请？</li></ul>",
    bonusYuan: 88,
    paidYuan: 100,
    bonusRule: "publisher_agree",
    isPublic: false,
    daysAgo: 7,
    deadlineInDays: 21,
    likedBy: [],
    favoritedBy: [],
    comments: [
      {
        author: "tsai_chengyu",
        content:
          "建议先挂神经内科的记忆门诊（有的医院叫认知障碍门诊）。医生一般会做认知量表评估（如MMSE、MoCA），抽血查甲状腺功能、维生素B12等，再做头颅核磁。有些记忆力下降是可以治疗或改善的，比如甲状腺功能减退、维生素B12缺乏、抑郁，所以一定要先查清楚。\n" +
          "安全上可以先做几件事：给父亲戴有家人联系方式的防走失手环或定位设备，燃气灶换成带熄火保护的，药品由家人统一管理。\n" +
          "照护方式取决于病程：早中期可以居家加日间照料中心，白天有人看护、晚上回家，老人情绪更稳定；如果出现夜间游走、激越行为，或者母亲身体撑不住，就要考虑有认知症照护能力的专业机构。长护险需要先做失能等级评估，具体材料可以到社区或医保经办窗口咨询。",
        publisherRating: 5,
        hoursAfterQuestion: 6,
      },
      {
        author: "li_na",
        content:
          "我外婆也是这样，我们先用了社区的日间照料中心，费用比住养老院低不少。选机构时一定去现场看有没有专门的认知症照护区、门禁是否安全，普通养老院的护工不一定会照顾这类老人。",
        publisherRating: 3,
        hoursAfterQuestion: 26,
      },
    ],
  },

  // ───────────────────────────── zh_tw ─────────────────────────────
  {
    author: "lin_yuting",
    channel: "software",
    categoryTop: "software-mobile",
    category: "software-mobile-cross-platform",
    contentHtml:
      "<p>我用 Flutter 開發一個記帳 App，登入方式只有 Google 登入和 LINE 登入。送審 iOS 時被 App Store 退回，理由是 Guideline 4.8 Login Services。</p>" +
      "<p>請問一定要加「使用 Apple 登入」嗎？如果改成只用 Email 加密碼註冊可以過嗎？Flutter 有推薦的套件嗎？<strong>下週要給客戶 demo</strong>，有點急。</p>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 4,
    deadlineInDays: 3,
    likedBy: ["sun_hao", "emily_carter"],
    favoritedBy: ["wang_lei"],
    comments: [
      {
        author: "sun_hao",
        content:
          "4.8 的要求是：如果 App 用第三方或社群登入（像 Google、LINE）來建立或驗證使用者的主要帳號，就必須同時提供一個具備隱私保護的登入選項。最常見的做法就是加上 Sign in with Apple；規則放寬後也接受其他符合條件的登入服務，但 Apple 登入最保險。\n" +
          "如果完全拿掉第三方登入、只用你們自己的 Email + 密碼帳號系統，就不受 4.8 限制，只是使用者體驗會差一點。\n" +
          "Flutter 可以用 sign_in_with_apple 套件；記得在 Xcode 的 Signing & Capabilities 加上 Sign in with Apple，Apple Developer 後台的 App ID 也要勾選。後端如果用 Firebase Auth，直接用它的 Apple provider 比較省事。",
        publisherRating: 5,
        hoursAfterQuestion: 3,
      },
    ],
  },
  {
    author: "lin_yuting",
    channel: "electronics",
    categoryTop: "electronics-repair",
    category: "electronics-repair-appliances",
    contentHtml:
      "<p>家裡一台用了5年的除濕機（每日除濕量12公升），最近開機後壓縮機有在運轉、風扇也有吹，但水箱一整天幾乎沒水，出風口吹出來的也不像以前是微溫的風。房間濕度計一直顯示75%左右。</p>" +
      "<p>拆開前面板看到蒸發器上有一層薄薄的霜。請問這是冷媒不足嗎？自己可以處理嗎，還是直接換新比較划算？</p>",
    bonusYuan: 5,
    paidYuan: 0,
    bonusRule: "first_reply",
    isPublic: true,
    daysAgo: 9,
    deadlineInDays: -3,
    likedBy: ["tsai_chengyu"],
    favoritedBy: [],
    comments: [
      {
        author: "wang_lei",
        content:
          "蒸發器結霜卻集不到水，常見有兩種原因：室溫太低（壓縮機式除濕機在大約15℃以下效率會明顯下降並頻繁除霜），或是冷媒不足、慢漏。先把濾網清乾淨，在室溫20℃以上的房間測試，如果運轉半小時後蒸發器只有一小段結霜、其他部分不冰，多半是冷媒漏了。\n" +
          "冷媒系統要找漏、焊接、抽真空再灌冷媒，需要專業工具，不建議自己弄。用了5年的機器，可以先問原廠維修報價，如果接近新機價格的一半，換一台新的一級能效機型通常更划算。",
        publisherRating: 4,
        hoursAfterQuestion: 2,
      },
    ],
  },
  {
    author: "tsai_chengyu",
    channel: "agriculture",
    categoryTop: "agriculture-crops",
    category: "agriculture-crops-fruit",
    contentHtml:
      "<p>家裡在屏東枋山有一小片愛文芒果園，約0.8公頃，爸爸年紀大了，由我週末回去幫忙。今年開花期遇到連續下雨，很多花穗變黑枯掉，小果上也出現黑色凹陷斑點。</p>" +
      "<p>請問這是炭疽病嗎？現在已經著果了，還來得及防治嗎？除了噴藥，果園管理上有什麼可以改善的地方？</p>",
    bonusYuan: 30,
    paidYuan: 0,
    bonusRule: "publisher_agree",
    isPublic: true,
    daysAgo: 16,
    deadlineInDays: 6,
    likedBy: ["lin_yuting", "zhao_min", "zhang_guoqiang"],
    favoritedBy: ["lin_yuting"],
    comments: [
      {
        author: "zhao_min",
        content:
          "從花穗變黑枯萎和果實上的黑色凹陷斑來看，很符合芒果炭疽病，開花期連續降雨正是典型誘因。想確診可以把病果送到轄區的農業改良場或找植物醫師診斷。\n" +
          "已著果仍然可以防治：病菌會潛伏在果實裡，到後熟時才大量發病，所以從幼果期到套袋前要定期保護，雨後補噴，不同作用機制的藥劑輪用；藥劑種類和安全採收期請以植物保護資訊系統上登記的為準。\n" +
          "果園管理方面：剪除病枝和枯花穗並清出園外；修剪內膛枝讓樹冠通風透光；盡早套袋能明顯減少果實感染；採收後到下次開花前做一次徹底清園。",
        publisherRating: 5,
        hoursAfterQuestion: 8,
      },
      {
        author: "lin_yuting",
        content:
          "我們家在台南也種愛文，鄰居的經驗是套袋一定要早，果實雞蛋大小之前就套好，套晚了後面病斑一樣會冒出來。",
        publisherRating: 3,
        hoursAfterQuestion: 30,
      },
    ],
  },

  // ───────────────────────────── en ─────────────────────────────
  {
    author: "emily_carter",
    channel: "finance",
    categoryTop: "finance-personal",
    category: "finance-personal-mortgages",
    contentHtml:
      "<p>My two-year fixed <strong>mortgage</strong> at 1.79% ends in March. We owe about £212,000 on a house in Bristol that we bought for £340,000, so the loan-to-value is roughly 62% on the purchase price.</p>" +
      "<p>Our current lender is offering a product transfer at 4.6% with no fee, while a broker says she can find 4.3% elsewhere, but with a £999 arrangement fee plus legal work and a valuation. How do I compare these properly, and when should I lock in a new rate?</p>",
    bonusYuan: 50,
    paidYuan: 20,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 3.5,
    deadlineInDays: 20,
    likedBy: ["karim_nasser", "chen_jing", "joao_ferreira"],
    favoritedBy: ["karim_nasser", "javier_moreno"],
    comments: [
      {
        author: "chen_jing",
        content:
          "Compare the total cost over the fixed period, not just the headline rate. Assuming about 25 years left on the term, 4.6% versus 4.3% on £212k is a difference of roughly £36 a month, so around £860 over a two-year fix — less than the £999 fee even before legal and valuation costs. Over a five-year fix the cheaper rate would come out ahead.\n" +
          "Ask the broker whether the deal includes free legals and valuation (many remortgage products do), whether the fee can be added to the loan (you then pay interest on it), and what her own fee is.\n" +
          "On timing: many lenders let you secure a new deal several months before your fix ends, so you can lock in the product transfer now as a safety net and keep comparing; ask the broker whether she can re-apply if rates drop before completion.",
        publisherRating: 4,
        hoursAfterQuestion: 5,
      },
      {
        author: "karim_nasser",
        content:
          "One more thing worth checking: lenders price in LTV bands, and 60% is a common boundary. On £212k you'd need a valuation of about £354k or more to get to 60%. If similar houses on your street have sold for that recently, ask for the rates in the 60% band — when I remortgaged in Leeds, dropping a band saved me more than the arrangement fee.",
        publisherRating: 5,
        hoursAfterQuestion: 18,
      },
    ],
  },
  {
    author: "emily_carter",
    channel: "software",
    categoryTop: "software-web",
    category: "software-web-frontend",
    contentHtml:
      "<p>I have a React 18 dashboard that renders a table of about 5,000 rows (12 columns, some with formatted dates and currency). There is a search input above the table, and every keystroke feels laggy — around 300 ms per character according to the Profiler.</p>" +
      "<p>The filter text lives in a context provider that wraps the whole page, and each row is a plain function component. What is the right way to fix this <em>without</em> rewriting everything? Is virtualization overkill for 5,000 rows?</p>",
    bonusYuan: 100,
    paidYuan: 0,
    bonusRule: "first_five_star",
    isPublic: true,
    daysAgo: 2,
    deadlineInDays: 5,
    likedBy: ["sun_hao", "wang_lei", "lin_yuting", "klaus_becker"],
    favoritedBy: ["sun_hao", "lin_yuting"],
    comments: [
      {
        author: "sun_hao",
        content:
          "Three things, in order of impact:\n" +
          "1. Virtualize. 5,000 rows × 12 cells is 60,000 cells in the DOM; nothing else will matter as much. TanStack Virtual or react-window render only the rows on screen, and it is not overkill at this size.\n" +
          "2. Keep the input responsive: hold the raw text in local state inside the search component and pass useDeferredValue(text) to the table (or wrap the filter update in startTransition), so typing is never blocked by re-filtering.\n" +
          "3. Stop the context from re-rendering everything: move the filter value out of the page-wide provider or into its own small context, wrap rows in React.memo with stable props, and create Intl.NumberFormat / DateTimeFormat instances once at module level instead of on every render.\n" +
          "Finally, memoize the filtered array with useMemo keyed on the deferred text and the data.",
        publisherRating: 5,
        hoursAfterQuestion: 4,
      },
      {
        author: "wang_lei",
        content:
          "If you can't virtualize (variable row heights, print view, etc.), try content-visibility: auto with contain-intrinsic-size on the rows. The browser then skips layout and paint for off-screen rows. It doesn't reduce React's render work, so combine it with memoized rows and a deferred filter value.",
        publisherRating: 3,
        hoursAfterQuestion: 9,
      },
      {
        author: "lin_yuting",
        content:
          "Also check the value you pass to the context provider. If it's an object literal like value={{ filter, setFilter }}, every render of the page creates a new object and re-renders every consumer. Wrap it in useMemo, or put the setter in a separate context so components that only update the filter don't re-render when it changes.",
        hoursAfterQuestion: 16,
      },
    ],
  },
  {
    author: "emily_carter",
    channel: "construction",
    categoryTop: "construction-materials",
    category: "construction-materials-insulation",
    contentHtml:
      "<p>We live in a 1920s solid brick terraced house in Bristol (no cavity). The back bedroom is cold and gets black mould in the corners every winter. A builder has quoted for internal wall insulation using foil-backed PIR boards with plasterboard on top.</p>" +
      "<p>I've read that insulating solid walls from the inside can trap moisture. Is PIR the right choice, or should we be looking at something breathable? Should we fix anything else first?</p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 33,
    deadlineInDays: -6,
    likedBy: ["klaus_becker", "joao_ferreira"],
    favoritedBy: ["joao_ferreira"],
    comments: [
      {
        author: "klaus_becker",
        content:
          "Your worry is justified. With internal insulation the old brick becomes colder, and any moisture that reaches it — rain from outside or vapour from inside — dries out more slowly.\n" +
          "Fix the sources first: repointing, gutters and downpipes, ground levels or paving that sit too high against the wall, and ventilation (extractor fans, trickle vents). Black mould in corners is usually condensation at cold spots.\n" +
          "Foil-faced PIR can work only if the vapour barrier is continuous and perfectly sealed, which is hard to achieve on a real site; any gap lets vapour condense behind the board. Many solid-wall specialists prefer vapour-open, capillary-active systems such as wood-fibre boards with lime plaster, or calcium silicate boards, which let moisture move back into the room.\n" +
          "Pay special attention to joist ends in the wall and window reveals — classic cold bridges. For a whole-house job, a hygrothermal assessment (e.g. WUFI) by a specialist is worth the money.",
        publisherRating: 5,
        hoursAfterQuestion: 11,
      },
    ],
  },
  {
    author: "karim_nasser",
    channel: "machinery",
    categoryTop: "machinery-automation",
    category: "machinery-automation-motors",
    contentHtml:
      "<p>At a booster pumping station I manage, a 75 kW centrifugal pump runs on a variable frequency drive. When the operator stops the pump, or the PLC ramps the speed down quickly, the drive trips on <strong>DC bus overvoltage</strong> about once a week.</p>" +
      "<p>The decel ramp is currently 5 seconds and the drive has no braking resistor. What should I change first, and is a braking resistor really needed for a pump?</p>",
    bonusYuan: 88,
    paidYuan: 0,
    bonusRule: "first_reply",
    isPublic: true,
    daysAgo: 15,
    deadlineInDays: 5,
    likedBy: ["klaus_becker", "omar_haddad"],
    favoritedBy: ["omar_haddad"],
    comments: [
      {
        author: "klaus_becker",
        content:
          "Overvoltage on deceleration means the motor is acting as a generator: the drive lowers the frequency faster than the pump would slow down on its own, and the energy flows back into the DC link.\n" +
          "For a centrifugal pump you normally don't need a braking resistor. Try in this order:\n" +
          "1. Lengthen the decel ramp to 20–30 s. Some plants use coast-to-stop for normal stops, but on a long rising main a controlled ramp is kinder to the check valve, so check with whoever did the hydraulic design.\n" +
          "2. Enable the drive's overvoltage controller (often called DC bus voltage control or Vdc-max), which automatically stretches the ramp when the bus voltage rises.\n" +
          "3. Check the supply voltage — if the mains runs high, the margin to the trip level is smaller.\n" +
          "Also ask why the PLC ramps down so fast. Rapid deceleration on a long pipeline can cause pressure surges, so a gentler ramp protects the pipework too.",
        publisherRating: 5,
        hoursAfterQuestion: 6,
      },
    ],
  },

  // ───────────────────────────── ja ─────────────────────────────
  {
    author: "tanaka_yuki",
    channel: "finance",
    categoryTop: "finance-tax",
    category: "finance-tax-income",
    contentHtml:
      "<p>大阪の会社員です（年収は約480万円、年末調整済み）。昨年から週末にWebデザインの副業を始め、クラウドソーシング経由の売上が年間28万円、ソフトのサブスクや機材などの経費が約9万円でした。</p>" +
      "<p>「副業は20万円以下なら申告不要」と聞きましたが、私の場合は確定申告が必要でしょうか？住民税の申告も別に必要ですか？</p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 10,
    deadlineInDays: 4,
    likedBy: ["lin_yuting", "chen_jing"],
    favoritedBy: ["lin_yuting"],
    comments: [
      {
        author: "lin_yuting",
        content:
          "ポイントは「売上」ではなく「所得（売上−経費）」で判断することです。28万円−9万円＝19万円なので、給与所得者の「給与以外の所得が20万円以下なら所得税の確定申告は不要」という条件に当てはまります。ただし経費は領収書や明細で説明できるものに限ります。\n" +
          "この20万円ルールは所得税だけの話で、住民税にはありません。お住まいの市区町村に住民税の申告が必要です。\n" +
          "また、医療費控除などのために確定申告をする場合は、副業の所得19万円も含めて申告する必要があります。",
        publisherRating: 5,
        hoursAfterQuestion: 7,
      },
    ],
  },
  {
    author: "tanaka_yuki",
    channel: "water",
    categoryTop: "water-treatment",
    category: "water-treatment-home-filters",
    contentHtml:
      "<p>大阪府内のマンションに住んでいます。最近ニュースで有機フッ素化合物（PFAS）の話題をよく見るので、浄水器の購入を考えています。</p>" +
      "<p>候補は蛇口直結型（1万円前後）、据え置きの逆浸透膜（RO）タイプ、ポット型の3つです。PFAS対策としてどのタイプが効果的でしょうか？ランニングコストやカートリッジ交換の目安も教えてください。</p>",
    bonusYuan: 10,
    paidYuan: 0,
    bonusRule: "first_five_star",
    isPublic: true,
    daysAgo: 0.2,
    deadlineInDays: 14,
    likedBy: [],
    favoritedBy: ["karim_nasser"],
    comments: [],
  },

  // ───────────────────────────── de ─────────────────────────────
  {
    author: "klaus_becker",
    channel: "electronics",
    categoryTop: "electronics-circuits",
    category: "electronics-circuits-power",
    contentHtml:
      "<p>Ich möchte auf meinem Balkon in Stuttgart ein Balkonkraftwerk mit zwei 430-Wp-Modulen und einem 800-W-Mikrowechselrichter installieren. Die Wohnung ist gemietet, der Zähler ist noch ein alter Ferraris-Zähler ohne Rücklaufsperre.</p>" +
      "<p>Darf ich den Wechselrichter einfach über einen Schuko-Stecker anschließen, oder brauche ich eine Wieland-Steckdose? Was muss ich anmelden, und muss ich auf den Zählertausch warten?</p>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 6,
    deadlineInDays: 8,
    likedBy: ["camille_dubois", "karim_nasser", "emily_carter"],
    favoritedBy: ["camille_dubois"],
    comments: [
      {
        author: "camille_dubois",
        content:
          "Seit dem Solarpaket I (2024) gelten für Steckersolargeräte bis 800 W Wechselrichterleistung vereinfachte Regeln. Anmelden musst du die Anlage nur noch im Marktstammdatenregister der Bundesnetzagentur; die separate Meldung beim Netzbetreiber entfällt.\n" +
          "Der alte Ferraris-Zähler darf übergangsweise weiterlaufen, auch wenn er rückwärts dreht. Der Netzbetreiber tauscht ihn später gegen einen Zweirichtungszähler – darauf musst du nicht warten.\n" +
          "Als Mieter hast du inzwischen grundsätzlich einen Anspruch auf die Zustimmung des Vermieters, er darf aber bei der Art der Montage mitreden. Kläre das schriftlich, vor allem die Befestigung am Geländer.",
        publisherRating: 4,
        hoursAfterQuestion: 9,
      },
      {
        author: "karim_nasser",
        content:
          "Zum Stecker: Der Anschluss über einen normalen Schuko-Stecker wird inzwischen weitgehend akzeptiert; eine Wieland-Energiesteckdose ist technisch die sauberere Lösung, aber keine Pflicht mehr. Wichtig ist, dass die Steckdose fest installiert ist und auf einem Stromkreis liegt, der nicht ohnehin stark belastet ist – keine Mehrfachsteckdose, keine Kabeltrommel. Bei einer alten Hausinstallation lieber einmal von einer Elektrofachkraft prüfen lassen.",
        publisherRating: 5,
        hoursAfterQuestion: 20,
      },
    ],
  },
  {
    author: "klaus_becker",
    channel: "agriculture",
    categoryTop: "agriculture-soil",
    category: "agriculture-soil-testing",
    contentHtml:
      "<p>Wir haben einen Kleingarten in Duisburg übernommen, direkt neben einer ehemaligen Industriebrache. Wir wollen dort Gemüse anbauen, vor allem Salat, Möhren und Tomaten, auch für unsere zwei kleinen Kinder.</p>" +
      "<p>Welche Parameter sollte ich im Labor untersuchen lassen (Schwermetalle, PAK?) und wie nehme ich die Bodenprobe richtig? Was kann ich tun, falls die Werte erhöht sind?</p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "publisher_agree",
    isPublic: true,
    daysAgo: 58,
    deadlineInDays: -10,
    likedBy: ["camille_dubois", "zhao_min"],
    favoritedBy: ["camille_dubois", "emily_carter"],
    comments: [
      {
        author: "camille_dubois",
        content:
          "Bei Industrienähe würde ich neben der normalen Nährstoffanalyse (pH, P, K, Mg, Humus) die Schwermetalle Blei, Cadmium, Arsen, Quecksilber, Nickel, Kupfer und Zink sowie PAK untersuchen lassen. Viele LUFAs und private Umweltlabore haben dafür Pakete für Haus- und Kleingärten.\n" +
          "Probenahme: 10 bis 15 Einstiche mit Spaten oder Bohrstock, gleichmäßig über die Beetfläche verteilt, aus 0–30 cm Tiefe, gut mischen und etwa 500 g in einen sauberen Beutel. Flächen, auf denen die Kinder spielen, getrennt beproben – dort zählt vor allem die oberste Schicht (0–10 cm).\n" +
          "Bewertet wird nach den Prüfwerten der Bundes-Bodenschutzverordnung. Sind sie überschritten, hilft meist ein Hochbeet mit unbelasteter Erde und einem Vlies als Trennschicht. Gemüse gründlich waschen und Möhren schälen; Fruchtgemüse wie Tomaten nimmt deutlich weniger Schwermetalle auf als Blattgemüse. Die untere Bodenschutzbehörde der Stadt weiß oft, ob es für die Fläche schon Daten gibt.",
        publisherRating: 5,
        hoursAfterQuestion: 14,
      },
    ],
  },

  // ───────────────────────────── fr ─────────────────────────────
  {
    author: "camille_dubois",
    channel: "law",
    categoryTop: "law-property",
    category: "law-property-tenancy",
    contentHtml:
      "<p>J'ai quitté mon appartement à Lyon (7e) le 31 août et rendu les clés le jour même. L'état des lieux de sortie a été signé sans aucune remarque, identique à celui d'entrée. Le propriétaire, un particulier, ne m'a toujours pas rendu le dépôt de garantie de 1 200 € et ne répond plus à mes messages.</p>" +
      "<p>Quel est le délai légal de restitution ? Ai-je droit à des pénalités de retard, et comment procéder concrètement avant d'aller au tribunal ?</p>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "first_five_star",
    isPublic: true,
    daysAgo: 25,
    deadlineInDays: -4,
    likedBy: ["omar_haddad", "klaus_becker", "joao_ferreira"],
    favoritedBy: ["omar_haddad"],
    comments: [
      {
        author: "omar_haddad",
        content:
          "Quand l'état des lieux de sortie est conforme à celui d'entrée, le bailleur doit restituer le dépôt de garantie dans un délai d'un mois à compter de la remise des clés (deux mois s'il y a des différences). C'est l'article 22 de la loi du 6 juillet 1989.\n" +
          "En cas de retard, la somme due est majorée de 10 % du loyer mensuel hors charges pour chaque période mensuelle commencée en retard.\n" +
          "Concrètement : envoie une mise en demeure par lettre recommandée avec accusé de réception, en citant l'article 22 et en chiffrant les pénalités. Sans réponse, tu peux saisir gratuitement la commission départementale de conciliation du Rhône, puis, si besoin, le tribunal judiciaire (une injonction de payer est adaptée pour ce montant).",
        publisherRating: 5,
        hoursAfterQuestion: 6,
      },
      {
        author: "klaus_becker",
        content:
          "Petit conseil pratique : garde une copie des deux états des lieux et une preuve de la date de remise des clés (SMS ou e-mail du propriétaire). C'est la première chose que demandera la commission de conciliation.",
        publisherRating: 3,
        hoursAfterQuestion: 30,
      },
    ],
  },
  {
    author: "camille_dubois",
    channel: "healthcare",
    categoryTop: "healthcare-family",
    category: "healthcare-family-pregnancy",
    contentHtml:
      "<p>Je suis enceinte de 20 semaines, première grossesse sans complication selon ma sage-femme. Avant la grossesse, je courais trois fois par semaine, environ 8 à 10 km à allure tranquille.</p>" +
      "<p>Est-ce que je peux continuer à courir, et jusqu'à quand ? Quels signes doivent me faire arrêter immédiatement ? Faut-il surveiller une fréquence cardiaque précise ?</p>",
    bonusYuan: 0,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 2,
    deadlineInDays: 5,
    likedBy: ["emily_carter"],
    favoritedBy: ["javier_moreno"],
    comments: [
      {
        author: "tsai_chengyu",
        content:
          "Pour une grossesse sans complication et une coureuse déjà entraînée, les recommandations actuelles considèrent généralement qu'on peut continuer à courir à intensité modérée, en réduisant distance et allure au fil des semaines. Beaucoup de femmes passent à la marche rapide, au vélo d'appartement ou à la natation au troisième trimestre, quand la gêne augmente.\n" +
          "Plutôt qu'une fréquence cardiaque cible, utilisez le « test de la parole » : vous devez pouvoir tenir une conversation en courant. Hydratez-vous bien et évitez de courir par forte chaleur.\n" +
          "Arrêtez et contactez votre sage-femme ou les urgences en cas de saignement, de perte de liquide, de contractions régulières ou douloureuses, de vertiges ou malaise, de douleur thoracique, d'essoufflement inhabituel, de douleur ou gonflement d'un mollet, ou si le bébé bouge moins. Faites le point à chaque consultation, car la situation peut évoluer.",
        publisherRating: 5,
        hoursAfterQuestion: 10,
      },
    ],
  },

  // ───────────────────────────── es ─────────────────────────────
  {
    author: "javier_moreno",
    channel: "water",
    categoryTop: "water-irrigation",
    category: "water-irrigation-drip",
    contentHtml:
      "<p>Tengo 6 hectáreas de olivar en Jaén (variedad picual, marco 7 x 7 m, unos 200 árboles por hectárea) con riego por goteo: dos goteros de 4 L/h por árbol. El agua viene de una comunidad de regantes y este año nos han asignado bastante menos dotación por la sequía.</p>" +
      "<p>¿Cuántas horas a la semana debería regar en julio y agosto? ¿Es mejor regar poco cada día o más tiempo pocos días? Si tengo que recortar agua, <strong>¿en qué momento le afecta menos al olivo?</strong></p>",
    bonusYuan: 100,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 18,
    deadlineInDays: -1,
    likedBy: ["karim_nasser", "joao_ferreira", "zhao_min"],
    favoritedBy: ["joao_ferreira", "omar_haddad"],
    comments: [
      {
        author: "karim_nasser",
        content:
          "No hay una cifra única, pero se puede calcular: necesidades = ETo × Kc × coeficiente de cobertura. La ETo diaria de tu zona la publica la Red de Información Agroclimática de Andalucía; para olivar adulto se suele usar un Kc de 0,5 a 0,65, y el coeficiente de cobertura depende de cuánta superficie sombrea la copa.\n" +
          "Con dos goteros de 4 L/h, cada hora de riego aporta 8 litros por árbol: divide las necesidades semanales por árbol entre 8 y ajusta por la eficiencia del goteo (en torno al 90 %).\n" +
          "Con poca dotación, la estrategia más estudiada en olivo es el riego deficitario controlado: el endurecimiento del hueso (aprox. de mediados de julio a finales de agosto) es el periodo menos sensible, así que ahí puedes recortar más y reservar agua para floración-cuajado y para septiembre-octubre, cuando el fruto acumula aceite.\n" +
          "En suelos arcillosos funcionan mejor riegos largos 2–3 veces por semana; en suelos arenosos conviene regar más a menudo.",
        publisherRating: 5,
        hoursAfterQuestion: 12,
      },
      {
        author: "joao_ferreira",
        content:
          "En el Alentejo muchos olivareros ponen sondas de humedad a dos profundidades para no regar a ciegas. No son caras y ayudan mucho a ajustar justo en los meses en que hay que recortar.",
        publisherRating: 3,
        hoursAfterQuestion: 40,
      },
    ],
  },
  {
    author: "javier_moreno",
    channel: "law",
    categoryTop: "law-employment",
    category: "law-employment-dismissal",
    contentHtml:
      "<p>Trabajo desde hace 6 años como técnico de mantenimiento en una empresa de Valencia. Ayer me entregaron una carta de despido objetivo por causas económicas con efectos en 15 días. Me ofrecen una indemnización de 20 días por año trabajado, pero dicen que me la pagarán en tres plazos porque no tienen liquidez.</p>" +
      "<p>¿Es legal que me paguen la indemnización a plazos? ¿Qué plazo tengo para impugnar el despido y por dónde empiezo? ¿Firmo el finiquito como «no conforme»?</p>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "first_reply",
    isPublic: false,
    daysAgo: 4,
    deadlineInDays: 3,
    likedBy: [],
    favoritedBy: [],
    comments: [
      {
        author: "joao_ferreira",
        content:
          "En el despido objetivo la empresa debe poner a tu disposición la indemnización al mismo tiempo que te entrega la carta. La única excepción es que, por la propia situación económica, no pueda hacerlo y lo haga constar en la carta; aun así puedes exigir el pago cuando el despido sea efectivo.\n" +
          "Para impugnar tienes 20 días hábiles desde el día siguiente a la fecha de efectos. El primer paso es presentar la papeleta de conciliación ante el servicio de mediación de la Generalitat; mientras tanto el plazo queda suspendido.\n" +
          "Puedes firmar el finiquito añadiendo «recibí, no conforme»: cobras lo que te den sin renunciar a reclamar. Consulta cuanto antes con un abogado laboralista o con el sindicato; si falla algún requisito formal, el despido podría declararse improcedente (33 días por año).",
        publisherRating: 5,
        hoursAfterQuestion: 3,
      },
    ],
  },

  // ───────────────────────────── ar ─────────────────────────────
  {
    author: "omar_haddad",
    channel: "water",
    categoryTop: "water-treatment",
    category: "water-treatment-home-filters",
    contentHtml:
      "<p>أسكن في عمّان، والمياه تصلنا مرة واحدة في الأسبوع ونخزّنها في خزان على السطح. ركّبت قبل سنة فلتر تناضح عكسي (RO) من خمس مراحل للمطبخ، وعند قياس الماء الخارج منه بجهاز TDS كانت القراءة 25 جزءًا في المليون.</p>" +
      "<p>هل هذه القراءة منخفضة أكثر من اللازم؟ هل أحتاج إلى إضافة مرحلة لإعادة المعادن؟ وكم مرة يجب تنظيف الخزان وتغيير الشمعات؟</p>",
    bonusYuan: 20,
    paidYuan: 0,
    bonusRule: "highest_comment_score",
    isPublic: true,
    daysAgo: 8,
    deadlineInDays: 2,
    likedBy: ["karim_nasser", "tanaka_yuki"],
    favoritedBy: ["tanaka_yuki"],
    comments: [
      {
        author: "karim_nasser",
        content:
          "قراءة 25 جزءًا في المليون طبيعية لفلتر RO يعمل جيدًا، وتدل على أن الغشاء ما زال فعّالًا. الماء قليل المعادن ليس خطرًا بحد ذاته إذا كان غذاؤك متوازنًا، لكن كثيرين يفضّلون طعمه بعد إضافة مرحلة معادن، وهي اختيارية.\n" +
          "الأهم هو الصيانة: استبدل شمعات الترسيب والكربون في المراحل الأولى كل 6 أشهر تقريبًا (أو أبكر إذا كانت المياه عكرة)، والغشاء كل سنتين إلى ثلاث سنوات أو عندما ترتفع قراءة TDS بوضوح مقارنةً بالقراءة الحالية، والكربون النهائي سنويًا.\n" +
          "أما الخزان فيُنصح بتنظيفه وتعقيمه مرة أو مرتين في السنة على الأقل، والتأكد من أن غطاءه محكم لا يدخله الغبار أو الحشرات، لأن تلوث الخزان يُرهق المراحل الأولى للفلتر ويقصّر عمرها.",
        publisherRating: 5,
        hoursAfterQuestion: 4,
      },
    ],
  },
  {
    author: "omar_haddad",
    channel: "healthcare",
    categoryTop: "healthcare-conditions",
    category: "healthcare-conditions-chronic",
    contentHtml:
      "<p>والدي عمره 67 سنة ومصاب بالسكري من النوع الثاني منذ 10 سنوات، يأخذ الميتفورمين وحقنة إنسولين طويل المفعول قبل النوم. وهو مصرّ على صيام رمضان كاملًا هذا العام.</p>" +
      "<p>ما الذي يجب أن نناقشه مع طبيبه قبل رمضان؟ وما العلامات التي تعني أنه يجب أن يفطر فورًا؟ وهل قياس السكر بوخز الإصبع يُفطر؟</p>",
    bonusYuan: 50,
    paidYuan: 0,
    bonusRule: "publisher_agree",
    isPublic: false,
    daysAgo: 30,
    deadlineInDays: -10,
    likedBy: [],
    favoritedBy: [],
    comments: [
      {
        author: "karim_nasser",
        content:
          "أهم خطوة هي زيارة الطبيب قبل رمضان بأسابيع، لأن من يستخدم الإنسولين يُصنَّف غالبًا ضمن الفئات الأعلى خطورة، والطبيب هو من يقرر إن كان الصيام آمنًا وكيف تُعدَّل الجرعات ومواعيدها. لا تعدّلوا الجرعات بأنفسكم.\n" +
          "يجب أن يفطر فورًا إذا انخفض السكر عن 70 ملغ/دل أو ارتفع فوق 300 ملغ/دل، أو ظهرت أعراض هبوط مثل التعرّق والرجفة والدوخة والارتباك، حتى لو كان ذلك قبل المغرب بقليل.\n" +
          "قياس السكر بوخز الإصبع لا يُفطر عند جمهور العلماء، ويُنصح بالقياس أكثر من مرة يوميًا، خاصة بعد الظهر وقبل الإفطار. وليكن السحور متأخرًا قدر الإمكان مع شرب كمية كافية من الماء بين الإفطار والسحور.",
        publisherRating: 5,
        hoursAfterQuestion: 9,
      },
    ],
  },

  // ───────────────────────────── pt ─────────────────────────────
  {
    author: "joao_ferreira",
    channel: "law",
    categoryTop: "law-property",
    category: "law-property-tenancy",
    contentHtml:
      "<p>Sou senhorio de um T2 em Arroios, Lisboa, arrendado por 950 € por mês. O inquilino não paga a renda há quatro meses e deixou de atender o telefone. O contrato está registado nas Finanças e o imposto do selo foi pago.</p>" +
      "<p>Qual é o caminho mais rápido para recuperar o imóvel e as rendas em atraso? Posso mudar a fechadura ou cortar a luz e a água? Vale a pena tentar primeiro um acordo de pagamento?</p>",
    bonusYuan: 100,
    paidYuan: 50,
    bonusRule: "publisher_agree",
    isPublic: true,
    daysAgo: 10,
    deadlineInDays: 10,
    likedBy: ["javier_moreno", "camille_dubois", "emily_carter"],
    favoritedBy: ["javier_moreno"],
    comments: [
      {
        author: "javier_moreno",
        content:
          "Não mude a fechadura nem corte serviços: isso é fazer justiça pelas próprias mãos e pode trazer-lhe problemas, inclusive criminais. O caminho normal é o procedimento especial de despejo no Balcão do Arrendatário e do Senhorio (o antigo Balcão Nacional do Arrendamento), que exige contrato registado e imposto do selo pago — isso já tem.\n" +
          "Antes, tem de comunicar ao inquilino a resolução do contrato por falta de pagamento, normalmente por notificação judicial avulsa ou por contacto pessoal de advogado, solicitador ou agente de execução. Com mais de três meses de atraso, tem fundamento para isso.\n" +
          "Um acordo de pagamento pode valer a pena se o inquilino mostrar vontade real, mas faça-o por escrito, com prazos e a indicação clara do que acontece em caso de incumprimento. Fale com um advogado ou solicitador para tratar da comunicação: um erro formal atrasa tudo.",
        publisherRating: 4,
        hoursAfterQuestion: 8,
      },
    ],
  },
  {
    author: "joao_ferreira",
    channel: "construction",
    categoryTop: "construction-renovation",
    category: "construction-renovation-painting",
    contentHtml:
      "<p>Num apartamento antigo em Lisboa (prédio dos anos 50, parede exterior virada a norte), o quarto ganha bolor preto nos cantos do teto todos os invernos. Já pintei duas vezes com tinta anti-bolor e ao fim de dois meses volta a aparecer.</p>" +
      "<p>O que devo fazer antes de voltar a pintar? Compensa colocar isolamento pelo interior ou basta um desumidificador?</p>",
    bonusYuan: 10,
    paidYuan: 0,
    bonusRule: "first_reply",
    isPublic: true,
    daysAgo: 1.5,
    deadlineInDays: 6,
    likedBy: ["emily_carter"],
    favoritedBy: [],
    comments: [],
  },
];
